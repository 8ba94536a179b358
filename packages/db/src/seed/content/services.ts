import { and, eq } from 'drizzle-orm';
import {
  freelancerAreas,
  freelancerSkills,
  freelancers,
  freelancerTranslations,
  serviceAreas,
  serviceAreaTranslations,
  serviceCategories,
  serviceCategoryTranslations,
  subcategories,
} from '../../schema/index';
import type { Localized } from '../catalogue/types';
import { translated } from '../translated';
import type { ContentSeed } from './types';

// The demo shops' services (repair, installation, CCTV…), the Phnom Penh districts their
// technicians go to, and about eight technicians per shop. Each shop gets its own rotation of
// technicians, so shops can be told apart.

const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });

interface SeedCategory {
  slug: string;
  icon: string;
  subcategory: string | null;
  name: Localized;
  description: Localized;
}

const CATEGORIES: SeedCategory[] = [
  {
    slug: 'repair',
    icon: 'wrench',
    subcategory: 'phone-repair',
    name: L('Repair', 'ជួសជុល', '维修'),
    description: L(
      'Cracked screens, weak batteries, charging ports and water damage: phones, tablets and laptops repaired with genuine parts and a 3-month repair warranty.',
      'អេក្រង់បែក ថ្មខ្សោយ រន្ធសាក និងការខូចដោយទឹក៖ ជួសជុលទូរស័ព្ទ ថេប្លេត និងកុំព្យូទ័រយួរដៃ ដោយប្រើគ្រឿងបន្លាស់ពិត និងធានាការជួសជុល ៣ ខែ។',
      '屏幕碎裂、电池老化、充电口故障和进水：使用原装配件维修手机、平板和笔记本电脑，维修保修三个月。',
    ),
  },
  {
    slug: 'installation',
    icon: 'plug',
    subcategory: 'home-installation',
    name: L('Installation', 'តម្លើង', '安装'),
    description: L(
      'Air conditioners, TVs on the wall, smart locks and water heaters installed at your home or office, cables tidied and the device shown to you.',
      'តម្លើងម៉ាស៊ីនត្រជាក់ ទូរទស្សន៍លើជញ្ជាំង សោឆ្លាតវៃ និងម៉ាស៊ីនកម្តៅទឹក នៅផ្ទះ ឬការិយាល័យរបស់អ្នក រៀបខ្សែឱ្យស្អាត និងបង្ហាញរបៀបប្រើ។',
      '上门为您的住宅或办公室安装空调、壁挂电视、智能门锁和热水器，整理线路并讲解使用方法。',
    ),
  },
  {
    slug: 'cctv-networking',
    icon: 'camera',
    subcategory: 'home-installation',
    name: L('CCTV & networking', 'កាមេរ៉ាសុវត្ថិភាព និងបណ្ដាញ', '监控与网络'),
    description: L(
      'Security cameras with phone viewing, Wi-Fi that reaches every room, and office networks with cabling, routers and switches.',
      'កាមេរ៉ាសុវត្ថិភាពមើលតាមទូរស័ព្ទ វ៉ាយហ្វាយដែលដល់គ្រប់បន្ទប់ និងបណ្ដាញការិយាល័យ ជាមួយខ្សែ រ៉ោតទ័រ និងស្វីច។',
      '可用手机查看的监控摄像头、覆盖每个房间的 Wi-Fi，以及包含布线、路由器和交换机的办公网络。',
    ),
  },
  {
    slug: 'it-support',
    icon: 'headset',
    subcategory: 'software-setup',
    name: L('IT support', 'ជំនួយបច្ចេកទេស IT', 'IT 支持'),
    description: L(
      'Windows and macOS set up, viruses removed, printers connected, Khmer Unicode and e-mail configured — at your place or remotely.',
      'ដំឡើង Windows និង macOS លុបមេរោគ ភ្ជាប់ម៉ាស៊ីនបោះពុម្ព កំណត់ខ្មែរយូនីកូដ និងអ៊ីមែល — នៅកន្លែងអ្នក ឬពីចម្ងាយ។',
      '安装 Windows 和 macOS、清除病毒、连接打印机、设置高棉文 Unicode 和电子邮件——上门或远程服务。',
    ),
  },
  {
    slug: 'pc-assembly',
    icon: 'cpu',
    subcategory: 'pc-assembly',
    name: L('PC assembly', 'ដំឡើងកុំព្យូទ័រ', '电脑组装'),
    description: L(
      'Gaming and office PCs built from your parts or ours, cable-managed, stress-tested and delivered ready to use.',
      'ដំឡើងកុំព្យូទ័រហ្គេម និងការិយាល័យ ពីគ្រឿងរបស់អ្នក ឬរបស់យើង រៀបខ្សែ សាកល្បងកម្លាំង និងដឹកជូនរួចជាស្រេចសម្រាប់ប្រើ។',
      '用您或我们的配件组装游戏和办公电脑，整理走线、压力测试，送货即用。',
    ),
  },
  {
    slug: 'data-recovery',
    icon: 'hard-drive',
    subcategory: 'software-setup',
    name: L('Data recovery', 'សង្គ្រោះទិន្នន័យ', '数据恢复'),
    description: L(
      'Photos and documents recovered from failed hard drives, SSDs, memory cards and phones; you pay only when the files are found.',
      'សង្គ្រោះរូបថត និងឯកសារពីថាសរឹង SSD កាតមេម៉ូរី និងទូរស័ព្ទដែលខូច; បង់ប្រាក់តែនៅពេលរកឃើញឯកសារ។',
      '从损坏的硬盘、固态硬盘、存储卡和手机中恢复照片和文件；找回文件才收费。',
    ),
  },
];

const AREAS: { slug: string; name: Localized }[] = [
  { slug: 'daun-penh', name: L('Daun Penh', 'ដូនពេញ', '隆边区') },
  { slug: 'chamkar-mon', name: L('Chamkar Mon', 'ចំការមន', '钱卡莫区') },
  { slug: 'toul-kork', name: L('Toul Kork', 'ទួលគោក', '堆谷区') },
  { slug: 'sen-sok', name: L('Sen Sok', 'សែនសុខ', '森速区') },
  { slug: 'mean-chey', name: L('Mean Chey', 'មានជ័យ', '棉芷区') },
  { slug: 'russey-keo', name: L('Russey Keo', 'ឫស្សីកែវ', '桑园区') },
  { slug: 'chbar-ampov', name: L('Chbar Ampov', 'ច្បារអំពៅ', '崇博区') },
  { slug: 'por-senchey', name: L('Por Senchey', 'ពោធិ៍សែនជ័យ', '波森芷区') },
  { slug: '7-makara', name: L('7 Makara', '៧ មករា', '一月七日区') },
];

const EXTRA_AREAS: { slug: string; name: Localized }[] = [
  { slug: 'siem-reap', name: L('Siem Reap', 'សៀមរាប', '暹粒') },
  { slug: 'battambang', name: L('Battambang', 'បាត់ដំបង', '马德望') },
];

interface SeedTechnician {
  slug: string;
  name: Localized;
  headline: Localized;
  bio: Localized;
  skills: string[];
  areas: string[];
  rating: number;
  count: number;
  years: number;
}

const TECHNICIANS: SeedTechnician[] = [
  {
    slug: 'sok-dara',
    name: L('Sok Dara', 'សុខ ដារា', 'Sok Dara（索达拉）'),
    headline: L('Phone and tablet repair', 'ជួសជុលទូរស័ព្ទ និងថេប្លេត', '手机与平板维修'),
    bio: L(
      'Dara has replaced thousands of iPhone and Samsung screens and batteries. Most repairs are done the same day.',
      'ដារាបានប្ដូរអេក្រង់ និងថ្ម iPhone និង Samsung រាប់ពាន់គ្រឿង។ ការជួសជុលភាគច្រើនរួចក្នុងថ្ងៃតែមួយ។',
      '达拉已更换过数千块 iPhone 和三星屏幕及电池，大多数维修当天完成。',
    ),
    skills: ['repair', 'data-recovery'],
    areas: ['daun-penh', 'chamkar-mon', '7-makara'],
    rating: 48,
    count: 212,
    years: 9,
  },
  {
    slug: 'chan-vibol',
    name: L('Chan Vibol', 'ចាន់ វិបុល', 'Chan Vibol（陈维博）'),
    headline: L('CCTV and office networks', 'កាមេរ៉ាសុវត្ថិភាព និងបណ្ដាញការិយាល័យ', '监控与办公网络'),
    bio: L(
      'Vibol designs camera systems for shops, homes and warehouses, and wires offices with Wi-Fi that covers every floor.',
      'វិបុលរចនាប្រព័ន្ធកាមេរ៉ាសម្រាប់ហាង ផ្ទះ និងឃ្លាំង ហើយតភ្ជាប់ការិយាល័យជាមួយវ៉ាយហ្វាយដែលគ្របដណ្ដប់គ្រប់ជាន់។',
      '维博为商店、住宅和仓库设计监控系统，并为办公室布设覆盖每一层的 Wi-Fi。',
    ),
    skills: ['cctv-networking', 'installation'],
    areas: ['toul-kork', 'sen-sok', 'russey-keo', 'siem-reap'],
    rating: 47,
    count: 96,
    years: 11,
  },
  {
    slug: 'keo-sreymom',
    name: L('Keo Sreymom', 'កែវ ស្រីមុំ', 'Keo Sreymom（高丝莉蒙）'),
    headline: L(
      'IT support for homes and small offices',
      'ជំនួយ IT សម្រាប់ផ្ទះ និងការិយាល័យតូច',
      '家庭与小型办公室 IT 支持',
    ),
    bio: L(
      'Sreymom sets up laptops, printers and accounting software, and explains everything patiently in Khmer or English.',
      'ស្រីមុំដំឡើងកុំព្យូទ័រយួរដៃ ម៉ាស៊ីនបោះពុម្ព និងកម្មវិធីគណនេយ្យ ហើយពន្យល់ដោយអត់ធ្មត់ជាភាសាខ្មែរ ឬអង់គ្លេស។',
      '丝莉蒙为您设置笔记本电脑、打印机和会计软件，并用高棉语或英语耐心讲解。',
    ),
    skills: ['it-support', 'data-recovery'],
    areas: ['chamkar-mon', 'toul-kork', 'daun-penh'],
    rating: 49,
    count: 158,
    years: 7,
  },
  {
    slug: 'heng-sopheak',
    name: L('Heng Sopheak', 'ហេង សុភ័ក្ត្រ', 'Heng Sopheak（王索帕）'),
    headline: L('Gaming PC builder', 'អ្នកដំឡើងកុំព្យូទ័រហ្គេម', '游戏电脑组装师'),
    bio: L(
      'Sopheak builds quiet, cool gaming and editing PCs, with tidy cables and a 24-hour stress test before delivery.',
      'សុភ័ក្ត្រដំឡើងកុំព្យូទ័រហ្គេម និងកាត់តវីដេអូដែលស្ងាត់ និងត្រជាក់ រៀបខ្សែស្អាត និងសាកល្បង ២៤ ម៉ោងមុនដឹកជូន។',
      '索帕组装安静、低温的游戏和剪辑电脑，走线整洁，交付前进行 24 小时压力测试。',
    ),
    skills: ['pc-assembly', 'it-support'],
    areas: ['sen-sok', 'toul-kork', 'por-senchey'],
    rating: 50,
    count: 64,
    years: 6,
  },
  {
    slug: 'lim-rithy',
    name: L('Lim Rithy', 'លឹម រិទ្ធី', 'Lim Rithy（林礼迪）'),
    headline: L('Air conditioner and TV installation', 'តម្លើងម៉ាស៊ីនត្រជាក់ និងទូរទស្សន៍', '空调与电视安装'),
    bio: L(
      'Rithy and his team install air conditioners, wall-mounted TVs and water heaters safely, and clean up afterwards.',
      'រិទ្ធី និងក្រុមរបស់គាត់តម្លើងម៉ាស៊ីនត្រជាក់ ទូរទស្សន៍លើជញ្ជាំង និងម៉ាស៊ីនកម្តៅទឹកដោយសុវត្ថិភាព ហើយសម្អាតបន្ទាប់ពីរួច។',
      '礼迪和他的团队安全地安装空调、壁挂电视和热水器，完工后清理现场。',
    ),
    skills: ['installation'],
    areas: ['mean-chey', 'chbar-ampov', 'chamkar-mon', 'battambang'],
    rating: 46,
    count: 131,
    years: 12,
  },
  {
    slug: 'phan-bopha',
    name: L('Phan Bopha', 'ផាន់ បុប្ផា', 'Phan Bopha（潘波帕）'),
    headline: L('Laptop repair and data recovery', 'ជួសជុលកុំព្យូទ័រយួរដៃ និងសង្គ្រោះទិន្នន័យ', '笔记本维修与数据恢复'),
    bio: L(
      'Bopha repairs laptop motherboards and hinges and recovers files from drives other shops gave up on.',
      'បុប្ផាជួសជុលមេប៊តកុំព្យូទ័រយួរដៃ និងខ្នាស់ ហើយសង្គ្រោះឯកសារពីថាសដែលហាងផ្សេងបោះបង់។',
      '波帕维修笔记本主板和转轴，并能从其他店放弃的硬盘中恢复文件。',
    ),
    skills: ['repair', 'data-recovery', 'it-support'],
    areas: ['daun-penh', '7-makara', 'russey-keo'],
    rating: 47,
    count: 87,
    years: 8,
  },
  {
    slug: 'touch-sovann',
    name: L('Touch Sovann', 'ទូច សុវណ្ណ', 'Touch Sovann（涂索万）'),
    headline: L('Smart home and Wi-Fi', 'ផ្ទះឆ្លាតវៃ និងវ៉ាយហ្វាយ', '智能家居与 Wi-Fi'),
    bio: L(
      'Sovann connects smart locks, cameras, lights and mesh Wi-Fi so that the whole house works from one app.',
      'សុវណ្ណភ្ជាប់សោឆ្លាតវៃ កាមេរ៉ា អំពូល និងវ៉ាយហ្វាយ mesh ដើម្បីឱ្យផ្ទះទាំងមូលដំណើរការពីកម្មវិធីតែមួយ។',
      '索万连接智能门锁、摄像头、灯光和 Mesh Wi-Fi，让整个家用一个应用即可控制。',
    ),
    skills: ['cctv-networking', 'installation', 'it-support'],
    areas: ['sen-sok', 'chbar-ampov', 'mean-chey'],
    rating: 45,
    count: 42,
    years: 4,
  },
  {
    slug: 'nget-pisey',
    name: L('Nget Pisey', 'ង៉ែត ពិសី', 'Nget Pisey（颜碧茜）'),
    headline: L('Phone repair and software', 'ជួសជុលទូរស័ព្ទ និងកម្មវិធី', '手机维修与软件'),
    bio: L(
      'Pisey fixes phones that will not start, moves your data to a new phone and sets up Khmer keyboards and banking apps.',
      'ពិសីជួសជុលទូរស័ព្ទដែលបើកមិនដំណើរការ ផ្ទេរទិន្នន័យទៅទូរស័ព្ទថ្មី និងដំឡើងក្ដារចុចខ្មែរ និងកម្មវិធីធនាគារ។',
      '碧茜修理无法开机的手机，把数据迁移到新手机，并设置高棉文键盘和银行应用。',
    ),
    skills: ['repair', 'it-support'],
    areas: ['toul-kork', 'por-senchey', 'russey-keo'],
    rating: 44,
    count: 53,
    years: 5,
  },
  {
    slug: 'seng-kimheng',
    name: L('Seng Kimheng', 'សេង គឹមហេង', 'Seng Kimheng（成金兴）'),
    headline: L('Workstations and servers', 'ស្ថានីយការងារ និងម៉ាស៊ីនមេ', '工作站与服务器'),
    bio: L(
      'Kimheng assembles workstations and small office servers, with backups that run by themselves.',
      'គឹមហេងដំឡើងស្ថានីយការងារ និងម៉ាស៊ីនមេការិយាល័យតូច ជាមួយការបម្រុងទុកទិន្នន័យដោយស្វ័យប្រវត្តិ។',
      '金兴组装工作站和小型办公服务器，并配置自动备份。',
    ),
    skills: ['pc-assembly', 'cctv-networking', 'data-recovery'],
    areas: ['daun-penh', 'chamkar-mon', 'sen-sok'],
    rating: 48,
    count: 71,
    years: 10,
  },
  {
    slug: 'mao-chanthy',
    name: L('Mao Chanthy', 'ម៉ៅ ចាន់ធី', 'Mao Chanthy（毛占蒂）'),
    headline: L('Home appliance installation', 'តម្លើងគ្រឿងប្រើប្រាស់ក្នុងផ្ទះ', '家电安装'),
    bio: L(
      'Chanthy installs washing machines, TVs and sound bars and checks that every socket is safely earthed.',
      'ចាន់ធីតម្លើងម៉ាស៊ីនបោកគក់ ទូរទស្សន៍ និងឧបករណ៍បំពងសំឡេង ហើយពិនិត្យថាព្រីភ្លើងនីមួយៗមានខ្សែដីដោយសុវត្ថិភាព។',
      '占蒂安装洗衣机、电视和回音壁，并检查每个插座都安全接地。',
    ),
    skills: ['installation', 'repair'],
    areas: ['7-makara', 'mean-chey', 'chbar-ampov'],
    rating: 43,
    count: 29,
    years: 3,
  },
];

/** Which technicians (8 of 10, by index) a shop has: a different rotation per shop. */
const OFFSET: Record<string, number> = { S001: 0, S002: 1, S007: 2 };

export async function seedServices({ db, storeId, code }: ContentSeed): Promise<void> {
  const subs = await db
    .select({ id: subcategories.id, slug: subcategories.slug })
    .from(subcategories)
    .where(eq(subcategories.storeId, storeId));
  const subId = new Map(subs.map((s) => [s.slug, s.id]));

  const categoryIds = new Map<string, number>();
  for (const [i, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(serviceCategories)
      .values({
        storeId,
        slug: category.slug,
        sequence: i + 1,
        icon: category.icon,
        subcategoryId: (category.subcategory && subId.get(category.subcategory)) || null,
      })
      .returning({ id: serviceCategories.id });
    categoryIds.set(category.slug, row!.id);
    await db
      .insert(serviceCategoryTranslations)
      .values(
        translated(storeId, row!.id, { name: category.name, description: category.description }) as never,
      );
  }

  const areas = code === 'S007' ? [...AREAS, ...EXTRA_AREAS] : AREAS;
  const areaIds = new Map<string, number>();
  for (const [i, area] of areas.entries()) {
    const [row] = await db
      .insert(serviceAreas)
      .values({ storeId, slug: area.slug, sequence: i + 1 })
      .returning({ id: serviceAreas.id });
    areaIds.set(area.slug, row!.id);
    await db
      .insert(serviceAreaTranslations)
      .values(translated(storeId, row!.id, { name: area.name }) as never);
  }

  const offset = OFFSET[code] ?? 0;
  const chosen = Array.from({ length: 8 }, (_, i) => TECHNICIANS[(i + offset * 3) % TECHNICIANS.length]!);
  for (const [i, tech] of chosen.entries()) {
    const [row] = await db
      .insert(freelancers)
      .values({
        storeId,
        slug: tech.slug,
        photo: '',
        ratingTenths: tech.rating,
        ratingCount: tech.count + offset * 7,
        yearsExperience: tech.years,
        sequence: i + 1,
        active: 1,
      })
      .returning({ id: freelancers.id });
    const id = row!.id;
    await db
      .insert(freelancerTranslations)
      .values(translated(storeId, id, { name: tech.name, headline: tech.headline, bio: tech.bio }) as never);
    await db
      .insert(freelancerSkills)
      .values(tech.skills.map((slug) => ({ storeId, freelancerId: id, categoryId: categoryIds.get(slug)! })));
    const techAreas = tech.areas.filter((slug) => areaIds.has(slug));
    await db
      .insert(freelancerAreas)
      .values(techAreas.map((slug) => ({ storeId, freelancerId: id, areaId: areaIds.get(slug)! })));
  }
  // One technician who no longer works with the shop: kept, never listed.
  if (code === 'S001') {
    await db
      .update(freelancers)
      .set({ active: 0 })
      .where(and(eq(freelancers.storeId, storeId), eq(freelancers.slug, chosen[7]!.slug)));
  }
}
