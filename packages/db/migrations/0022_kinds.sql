-- migrate: no-transaction
-- What kind of thing each product is (issue 32): a platform dictionary of kinds with the words
-- shoppers search them by in every script (`kinds`), and the kind of each shop's category, feature
-- group and subcategory (`kind`), with the shop's own words for it (`search_words`). A product's
-- search_all holds the words of its category's, group's and subcategory's kinds and their own
-- words, so that 'earphones' finds the earbuds whose names say "Buds"; search ranks the products of
-- a kind the query names with the products of a category it names (search.term.ts). A new
-- subcategory whose name is a kind's name or one kind's word gets that kind. Statement by
-- statement, each safe to run again, with the backfill in committed batches (as 0014).
-- See docs/decisions/033-product-kinds.md.
CREATE TABLE IF NOT EXISTS "kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_zh" text NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "kind" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "category_groups" ADD COLUMN IF NOT EXISTS "kind" text;--> statement-breakpoint
ALTER TABLE "category_groups" ADD COLUMN IF NOT EXISTS "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN IF NOT EXISTS "kind" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN IF NOT EXISTS "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT IF EXISTS "categories_kind_kinds_code_fk";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_kinds_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."kinds"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "category_groups" DROP CONSTRAINT IF EXISTS "category_groups_kind_kinds_code_fk";--> statement-breakpoint
ALTER TABLE "category_groups" ADD CONSTRAINT "category_groups_kind_kinds_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."kinds"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "subcategories" DROP CONSTRAINT IF EXISTS "subcategories_kind_kinds_code_fk";--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_kind_kinds_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."kinds"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
-- The kinds, each with its names in en, kh and zh and its words: plurals, common misspellings,
-- other names and the kind written in the other scripts. Kinds no demo shop sells (printers,
-- TVs) are here too, so the assistant can say that the shop has none.
INSERT INTO "kinds" ("code", "name_en", "name_kh", "name_zh", "words") VALUES
  ('laptop', 'Laptops', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑', ARRAY['laptop', 'laptops', 'notebook', 'notebooks', 'notebook computer', 'labtop', 'laptob', 'lapop', 'leptop', 'ល្បប់ថប', 'ឡេបថប', 'ឡាបថប', 'កុំព្យូទ័រយួរដៃ', 'កុំព្យូទ័រចល័ត', '笔记本电脑', '笔记本', '手提电脑', '笔电']),
  ('gaming-laptop', 'Gaming laptops', 'កុំព្យូទ័រយួរដៃលេងហ្គេម', '游戏本', ARRAY['gaming laptop', 'gaming laptops', 'gaming notebook', 'gamer laptop', 'កុំព្យូទ័រយួរដៃលេងហ្គេម', 'ឡេបថបលេងហ្គេម', '游戏本', '游戏笔记本', '电竞本']),
  ('ultrabook', 'Thin and light laptops', 'កុំព្យូទ័រយួរដៃស្ដើងស្រាល', '轻薄本', ARRAY['ultrabook', 'ultrabooks', 'thin and light', 'thin laptop', 'light laptop', '轻薄本', '超极本', 'កុំព្យូទ័រយួរដៃស្ដើងស្រាល', 'ស្ដើង និងស្រាល']),
  ('convertible-laptop', '2-in-1 laptops', 'កុំព្យូទ័រយួរដៃពីរក្នុងមួយ', '二合一笔记本', ARRAY['2-in-1', '2 in 1', '2in1', 'convertible', 'convertible laptop', 'touchscreen laptop', '二合一', '二合一笔记本', '翻转本', 'កុំព្យូទ័រយួរដៃពីរក្នុងមួយ', 'ពីរក្នុងមួយ']),
  ('workstation', 'Workstations', 'ម៉ាស៊ីនជំនាញ', '工作站', ARRAY['workstation', 'workstations', 'mobile workstation', '工作站', '移动工作站', 'ម៉ាស៊ីនជំនាញ', 'ម៉ាស៊ីនជំនាញចល័ត']),
  ('desktop', 'Desktop PCs', 'កុំព្យូទ័រលើតុ', '台式电脑', ARRAY['desktop', 'desktops', 'desktop pc', 'desktop computer', 'computer', 'computers', 'pc', 'pcs', 'tower pc', 'កុំព្យូទ័រលើតុ', 'កុំព្យូទ័រ', '台式机', '台式电脑', '电脑主机', '台式']),
  ('gaming-pc', 'Gaming PCs', 'កុំព្យូទ័រលេងហ្គេម', '游戏主机', ARRAY['gaming pc', 'gaming pcs', 'gaming desktop', 'gaming computer', 'gaming rig', 'កុំព្យូទ័រលេងហ្គេម', '游戏主机', '游戏电脑', '电竞主机']),
  ('all-in-one-pc', 'All-in-one PCs', 'កុំព្យូទ័រមួយក្នុងមួយ', '一体机', ARRAY['all-in-one', 'all in one', 'all-in-one pc', 'aio pc', 'កុំព្យូទ័រមួយក្នុងមួយ', '一体机', '一体电脑']),
  ('mini-pc', 'Mini PCs', 'កុំព្យូទ័រខ្នាតតូច', '迷你主机', ARRAY['mini pc', 'mini pcs', 'mini computer', 'nuc', 'កុំព្យូទ័រខ្នាតតូច', '迷你主机', '小主机', '迷你电脑']),
  ('monitor', 'Monitors', 'អេក្រង់កុំព្យូទ័រ', '显示器', ARRAY['monitor', 'monitors', 'display', 'displays', 'computer screen', 'pc monitor', 'moniter', 'monitr', 'អេក្រង់កុំព្យូទ័រ', 'អេក្រង់', 'ម៉ូនីទ័រ', '显示器', '显示屏', '电脑屏幕']),
  ('gaming-monitor', 'Gaming monitors', 'អេក្រង់លេងហ្គេម', '电竞显示器', ARRAY['gaming monitor', 'gaming monitors', 'gaming display', 'high refresh monitor', 'អេក្រង់លេងហ្គេម', '电竞显示器', '游戏显示器', '电竞屏']),
  ('pc-component', 'PC components', 'គ្រឿងផ្សំកុំព្យូទ័រ', '电脑硬件', ARRAY['pc components', 'pc parts', 'computer parts', 'components', 'hardware', 'គ្រឿងផ្សំកុំព្យូទ័រ', 'គ្រឿងកុំព្យូទ័រ', '电脑硬件', '电脑配件', '硬件']),
  ('cpu', 'Processors', 'ប្រព័ន្ធដំណើរការ (CPU)', '处理器', ARRAY['cpu', 'cpus', 'processor', 'processors', 'procesor', 'proccessor', 'ប្រព័ន្ធដំណើរការ', 'ស៊ីភីយូ', '处理器', '中央处理器']),
  ('motherboard', 'Motherboards', 'បន្ទះមេ', '主板', ARRAY['motherboard', 'motherboards', 'mainboard', 'main board', 'mobo', 'motherbord', 'mother board', 'បន្ទះមេ', 'ម៉ាដឺបត', '主板', '电脑主板']),
  ('ram', 'RAM', 'អង្គចងចាំ RAM', '内存条', ARRAY['ram', 'memory', 'memory module', 'ddr4', 'ddr5', 'dimm', 'អង្គចងចាំ', 'រ៉េម', '内存', '内存条', '运行内存']),
  ('ssd', 'SSDs', 'ថាស SSD', '固态硬盘', ARRAY['ssd', 'ssds', 'solid state drive', 'solid state', 'nvme', 'nvme ssd', 'm.2 ssd', 'ថាស ssd', '固态', '固态硬盘', '固态盘']),
  ('hdd', 'Hard drives', 'ថាសរឹង HDD', '机械硬盘', ARRAY['hdd', 'hdds', 'hard drive', 'hard drives', 'hard disk', 'harddisk', 'ថាសរឹង', '硬盘', '机械硬盘']),
  ('psu', 'Power supplies', 'ប្រភពថាមពល (PSU)', '电源', ARRAY['psu', 'power supply', 'power supplies', 'power supply unit', 'ប្រភពថាមពល', '电源', '电脑电源', '主机电源']),
  ('pc-case', 'PC cases', 'តួកុំព្យូទ័រ', '机箱', ARRAY['pc case', 'pc cases', 'computer case', 'chassis', 'tower case', 'តួកុំព្យូទ័រ', 'តួ', '机箱', '电脑机箱']),
  ('cpu-cooler', 'CPU coolers and case fans', 'ឧបករណ៍បញ្ចុះកម្ដៅ', '散热器', ARRAY['cooler', 'coolers', 'cpu cooler', 'cooling', 'liquid cooler', 'aio cooler', 'water cooling', 'ឧបករណ៍បញ្ចុះកម្ដៅ', '散热器', '水冷', '风冷', 'case fan', 'case fans', 'pc fan', 'pc fans', '机箱风扇']),
  ('gpu', 'Graphics cards', 'កាតក្រាហ្វិក', '显卡', ARRAY['graphics card', 'graphics cards', 'graphic card', 'gpu', 'gpus', 'video card', 'vga', 'vga card', 'grafic card', 'កាតក្រាហ្វិក', 'កាតវីដេអូ', '显卡', '独立显卡', '独显']),
  ('phone', 'Phones', 'ទូរស័ព្ទ', '手机', ARRAY['phone', 'phones', 'smartphone', 'smartphones', 'smart phone', 'mobile', 'mobile phone', 'mobile phones', 'cellphone', 'cell phone', 'handphone', 'phon', 'fone', 'smarphone', 'ទូរស័ព្ទ', 'ទូរសព្ទ', 'ទូរស័ព្ទដៃ', 'ស្មាតហ្វូន', '手机', '智能手机', '电话']),
  ('foldable-phone', 'Foldable phones', 'ទូរស័ព្ទបត់', '折叠屏手机', ARRAY['foldable', 'foldable phone', 'foldable phones', 'folding phone', 'fold', 'flip phone', 'ទូរស័ព្ទបត់', '折叠屏', '折叠屏手机', '折叠手机']),
  ('wearable', 'Wearables', 'ឧបករណ៍ពាក់', '穿戴设备', ARRAY['wearable', 'wearables', 'ឧបករណ៍ពាក់', '穿戴设备', '可穿戴设备']),
  ('smartwatch', 'Smartwatches', 'នាឡិកាឆ្លាតវៃ', '智能手表', ARRAY['smartwatch', 'smartwatches', 'smart watch', 'smart watches', 'watch', 'watches', 'នាឡិកា', 'នាឡិកាឆ្លាតវៃ', 'នាឡិកាស្មាត', '手表', '智能手表']),
  ('fitness-band', 'Fitness bands', 'ខ្សែដៃតាមដានសុខភាព', '智能手环', ARRAY['fitness band', 'fitness bands', 'fitness tracker', 'smart band', 'band', 'activity tracker', 'ខ្សែដៃ', 'ខ្សែដៃតាមដានសុខភាព', '手环', '智能手环', '运动手环']),
  ('phone-case', 'Phone cases', 'ស្រោមទូរស័ព្ទ', '手机壳', ARRAY['phone case', 'phone cases', 'case', 'cases', 'cover', 'phone cover', 'back cover', 'ស្រោមទូរស័ព្ទ', 'ស្រោម', '手机壳', '保护壳', '手机套']),
  ('screen-protector', 'Screen protectors', 'កញ្ចក់ការពារអេក្រង់', '钢化膜', ARRAY['screen protector', 'screen protectors', 'tempered glass', 'screen guard', 'glass protector', 'កញ្ចក់ការពារអេក្រង់', 'កញ្ចក់ការពារ', '钢化膜', '贴膜', '手机膜', '保护膜']),
  ('tablet', 'Tablets', 'ថេប្លេត', '平板电脑', ARRAY['tablet', 'tablets', 'tab', 'tablet pc', 'tablett', 'ថេប្លេត', 'ធេប្លេត', 'តាប្លេត', '平板', '平板电脑']),
  ('stylus', 'Styluses', 'ប៊ិចសម្រាប់ថេប្លេត', '手写笔', ARRAY['stylus', 'styluses', 'stylus pen', 'pen', 'pencil', 'ប៊ិចសម្រាប់ថេប្លេត', 'ប៊ិច', '手写笔', '触控笔', '电容笔']),
  ('tablet-keyboard', 'Tablet keyboards and covers', 'ក្ដារចុច និងស្រោមថេប្លេត', '平板键盘与保护套', ARRAY['keyboard case', 'keyboard cover', 'folio', 'tablet case', 'tablet cover', 'ipad case', 'ស្រោមថេប្លេត', '键盘保护套', '平板保护套', '平板键盘']),
  ('camera', 'Cameras', 'កាមេរ៉ា', '相机', ARRAY['camera', 'cameras', 'digital camera', 'camara', 'cemera', 'កាមេរ៉ា', 'ម៉ាស៊ីនថត', 'ម៉ាស៊ីនថតរូប', '相机', '照相机', '数码相机']),
  ('mirrorless-camera', 'Mirrorless cameras', 'កាមេរ៉ាគ្មានកញ្ចក់ឆ្លុះ', '无反相机', ARRAY['mirrorless', 'mirrorless camera', 'mirrorless cameras', 'កាមេរ៉ាគ្មានកញ្ចក់ឆ្លុះ', '微单', '无反', '无反相机', '微单相机']),
  ('compact-camera', 'Compact and vlog cameras', 'កាមេរ៉ាតូច និងសម្រាប់ Vlog', '便携与 Vlog 相机', ARRAY['compact camera', 'point and shoot', 'vlog camera', 'vlogging camera', 'កាមេរ៉ាតូច', '卡片机', 'vlog相机', '便携相机']),
  ('action-camera', 'Action cameras', 'កាមេរ៉ាសកម្មភាព', '运动相机', ARRAY['action camera', 'action cameras', 'action cam', '360 camera', 'កាមេរ៉ាសកម្មភាព', '运动相机', '全景相机']),
  ('drone', 'Drones', 'ដ្រូន', '无人机', ARRAY['drone', 'drones', 'quadcopter', 'ដ្រូន', '无人机', '航拍机']),
  ('gimbal', 'Gimbals', 'ឧបករណ៍លំនឹងកាមេរ៉ា', '手持稳定器', ARRAY['gimbal', 'gimbals', 'stabilizer', 'stabiliser', 'ឧបករណ៍លំនឹង', '稳定器', '手持稳定器', '云台']),
  ('lens', 'Lenses', 'កែវថត', '镜头', ARRAY['lens', 'lenses', 'camera lens', 'កែវថត', '镜头', '相机镜头']),
  ('camera-battery', 'Camera batteries', 'ថ្មកាមេរ៉ា', '相机电池', ARRAY['camera battery', 'camera batteries', 'ថ្មកាមេរ៉ា', '相机电池']),
  ('smart-home', 'Smart home', 'ផ្ទះឆ្លាតវៃ', '智能家居', ARRAY['smart home', 'home automation', 'ផ្ទះឆ្លាតវៃ', '智能家居']),
  ('security-camera', 'Security cameras', 'កាមេរ៉ាសុវត្ថិភាព', '监控摄像头', ARRAY['security camera', 'security cameras', 'cctv', 'cctv camera', 'ip camera', 'surveillance camera', 'home camera', 'កាមេរ៉ាសុវត្ថិភាព', 'កាមេរ៉ាឃ្លាំមើល', '监控', '监控摄像头', '摄像头', '监控器']),
  ('smart-lock', 'Smart locks and doorbells', 'សោទ្វារឆ្លាតវៃ', '智能门锁', ARRAY['smart lock', 'smart locks', 'door lock', 'smart door lock', 'doorbell', 'video doorbell', 'សោទ្វារ', 'កណ្ដឹងទ្វារ', '智能门锁', '门锁', '门铃', '可视门铃']),
  ('smart-sensor', 'Sensors and hubs', 'ឧបករណ៍ចាប់សញ្ញា', '传感器与网关', ARRAY['sensor', 'sensors', 'smart hub', 'zigbee hub', 'ឧបករណ៍ចាប់សញ្ញា', '传感器', '网关', '智能网关']),
  ('smart-light', 'Smart lights', 'អំពូលភ្លើងឆ្លាតវៃ', '智能灯', ARRAY['smart bulb', 'smart bulbs', 'smart light', 'smart lights', 'bulb', 'light bulb', 'led bulb', 'light strip', 'អំពូល', 'អំពូលភ្លើង', '智能灯', '灯泡', '灯带']),
  ('smart-plug', 'Smart plugs and switches', 'ព្រី និងកុងតាក់ឆ្លាតវៃ', '智能插座与开关', ARRAY['smart plug', 'smart plugs', 'smart socket', 'smart switch', 'plug', 'socket', 'wall switch', 'ព្រី', 'កុងតាក់', '智能插座', '插座', '智能开关']),
  ('robot-vacuum', 'Robot vacuums', 'ម៉ាស៊ីនបូមធូលីរ៉ូបូត', '扫地机器人', ARRAY['robot vacuum', 'robot vacuums', 'robot vacuum cleaner', 'vacuum', 'vacuum cleaner', 'robovac', 'ម៉ាស៊ីនបូមធូលី', '扫地机', '扫地机器人', '吸尘器']),
  ('air-purifier', 'Air purifiers and fans', 'ម៉ាស៊ីនបន្សុទ្ធខ្យល់ និងកង្ហារ', '空气净化器与风扇', ARRAY['air purifier', 'air purifiers', 'purifier', 'fan', 'fans', 'smart fan', 'ម៉ាស៊ីនបន្សុទ្ធខ្យល់', 'កង្ហារ', '空气净化器', '净化器', '风扇']),
  ('smart-kitchen', 'Smart kitchen appliances', 'ឧបករណ៍ផ្ទះបាយឆ្លាតវៃ', '智能厨电', ARRAY['smart kitchen', 'air fryer', 'rice cooker', 'kettle', 'ឆ្នាំងបាយ', 'ឆ្នាំងចៀនគ្មានប្រេង', '智能厨电', '空气炸锅', '电饭煲', '电水壶']),
  ('network', 'Networking', 'បណ្ដាញ', '网络设备', ARRAY['networking', 'network', 'network equipment', 'បណ្ដាញ', '网络设备', '网络']),
  ('wifi', 'Wi-Fi', 'បណ្ដាញ Wi-Fi', '无线网络', ARRAY['wifi', 'wi-fi', 'wireless', 'wlan', 'វ៉ាយហ្វាយ', '无线网络', '无线']),
  ('router', 'Routers', 'រ៉ោតទ័រ', '路由器', ARRAY['router', 'routers', 'wifi router', 'wi-fi router', 'wireless router', 'ruoter', 'rooter', 'routor', 'រ៉ោតទ័រ', 'រោតទ័រ', 'រ៉ូតទ័រ', '路由器', '无线路由器', '路由']),
  ('mesh-wifi', 'Mesh Wi-Fi systems', 'ប្រព័ន្ធ Wi-Fi Mesh', 'Mesh 组网', ARRAY['mesh', 'mesh wifi', 'mesh wi-fi', 'mesh router', 'mesh routers', 'mesh system', 'whole home wifi', 'wifi mesh', 'ប្រព័ន្ធ wi-fi mesh', '组网', 'mesh 路由器', 'mesh路由器', '分布式路由器', '子母路由器']),
  ('wifi-extender', 'Range extenders and access points', 'ឧបករណ៍ពង្រីកសេវា Wi-Fi', '信号放大器与 AP', ARRAY['extender', 'extenders', 'range extender', 'wifi extender', 'repeater', 'wifi repeater', 'booster', 'wifi booster', 'access point', 'ap', 'ឧបករណ៍ពង្រីក', 'ឧបករណ៍ពង្រីកសេវា wi-fi', '放大器', '信号放大器', '中继器', '扩展器']),
  ('mobile-router', '4G/5G routers', 'រ៉ោតទ័រស៊ីម 4G/5G', '4G/5G 插卡路由器', ARRAY['4g router', '5g router', 'sim router', 'mobile router', 'mifi', 'pocket wifi', 'portable wifi', 'mobile wifi', 'រ៉ោតទ័រស៊ីម', '随身wifi', '插卡路由器', '4g路由器', '5g路由器']),
  ('network-switch', 'Network switches', 'ស្វីចបណ្ដាញ', '交换机', ARRAY['switch', 'switches', 'network switch', 'ethernet switch', 'poe switch', 'ស្វីច', 'ស្វីចបណ្ដាញ', '交换机']),
  ('network-adapter', 'Network adapters and cables', 'កាតបណ្ដាញ និងខ្សែ LAN', '网卡与网线', ARRAY['network adapter', 'wifi adapter', 'wifi card', 'lan card', 'ethernet adapter', 'lan cable', 'ethernet cable', 'network cable', 'កាតបណ្ដាញ', 'ខ្សែ lan', '网卡', '无线网卡', '网线']),
  ('keyboard', 'Keyboards', 'ក្ដារចុច', '键盘', ARRAY['keyboard', 'keyboards', 'keybord', 'keyborad', 'wireless keyboard', 'ក្ដារចុច', 'ក្តារចុច', 'ឃីបត', '键盘', '无线键盘']),
  ('mouse', 'Mice', 'កណ្ដុរ', '鼠标', ARRAY['mouse', 'mice', 'mouses', 'wireless mouse', 'mause', 'កណ្ដុរ', 'កណ្តុរ', '鼠标', '无线鼠标']),
  ('webcam', 'Webcams', 'កាមេរ៉ាវេបខេម', '网络摄像头', ARRAY['webcam', 'webcams', 'web cam', 'web camera', 'pc camera', 'usb camera', 'computer camera', 'កាមេរ៉ាវេបខេម', 'វេបខេម', '网络摄像头', '电脑摄像头', '摄像头']),
  ('headphones', 'Headphones', 'កាសពាក់ក្បាល', '头戴式耳机', ARRAY['headphones', 'headphone', 'head phones', 'hedphones', 'headphons', 'over-ear', 'over ear', 'on-ear', 'noise cancelling headphones', 'headset', 'headsets', 'កាស', 'កាសពាក់ក្បាល', 'ហេតហ្វូន', '耳机', '头戴式耳机', '头戴耳机', '降噪耳机']),
  ('earbuds', 'Earbuds', 'កាសឥតខ្សែ', '无线耳机', ARRAY['earbuds', 'earbud', 'ear buds', 'earphones', 'earphone', 'ear phones', 'earpods', 'in-ear', 'in ear', 'tws', 'true wireless', 'wireless earbuds', 'wireless earphones', 'bluetooth earphones', 'buds', 'កាស', 'កាសឥតខ្សែ', 'កាសប៊្លូធូស', 'កាសត្រចៀក', '耳机', '无线耳机', '蓝牙耳机', '入耳式耳机', '耳塞']),
  ('speaker', 'Speakers', 'ឧបករណ៍បំពងសំឡេង', '音箱', ARRAY['speaker', 'speakers', 'bluetooth speaker', 'portable speaker', 'wireless speaker', 'soundbar', 'sound bar', 'speeker', 'ឧបករណ៍បំពងសំឡេង', 'បាស', 'ធុងបាស', 'ប៊ាហ្វ្លេ', '音箱', '音响', '蓝牙音箱', '喇叭']),
  ('charger', 'Chargers', 'ឆ្នាំងសាក', '充电器', ARRAY['charger', 'chargers', 'phone charger', 'phone chargers', 'mobile charger', 'iphone charger', 'charging adapter', 'power adapter', 'wall charger', 'fast charger', 'usb charger', 'chager', 'charjer', 'ឆ្នាំងសាក', '充电器', '充电头', '快充']),
  ('power-bank', 'Power banks', 'ថ្មសាកបម្រុង', '充电宝', ARRAY['power bank', 'power banks', 'powerbank', 'powerbanks', 'portable charger', 'battery pack', 'ថ្មសាកបម្រុង', 'ថ្មបម្រុង', 'ប៉ាវ័រប៊ែង', '充电宝', '移动电源']),
  ('cable', 'Cables and hubs', 'ខ្សែ និងឧបករណ៍ពង្រីករន្ធ', '数据线与扩展坞', ARRAY['cable', 'cables', 'usb cable', 'charging cable', 'usb-c cable', 'lightning cable', 'hub', 'usb hub', 'dock', 'docking station', 'ខ្សែ', 'ខ្សែសាក', '数据线', '充电线', '扩展坞', '集线器']),
  ('memory-card', 'Memory cards', 'កាតមេម៉ូរី', '存储卡', ARRAY['memory card', 'memory cards', 'sd card', 'micro sd', 'microsd', 'tf card', 'កាតមេម៉ូរី', 'កាតអង្គចងចាំ', '存储卡', '内存卡', 'sd卡', 'tf卡']),
  ('usb-drive', 'USB flash drives', 'ហ្វ្លាសដ្រាយ USB', 'U 盘', ARRAY['usb drive', 'flash drive', 'flash drives', 'usb flash drive', 'thumb drive', 'pen drive', 'pendrive', 'usb stick', 'ហ្វ្លាសដ្រាយ', 'ហ្វ្លាស', 'u 盘', 'u盘', '优盘', '闪存盘']),
  ('external-drive', 'External drives', 'ថាសរឹងចល័ត', '移动硬盘', ARRAY['external drive', 'external drives', 'external hard drive', 'external hdd', 'external ssd', 'portable ssd', 'portable hard drive', 'ថាសរឹងចល័ត', 'ថាសចល័ត', '移动硬盘', '移动固态硬盘']),
  ('spare-part', 'Spare parts', 'គ្រឿងបន្លាស់', '维修配件', ARRAY['spare part', 'spare parts', 'replacement part', 'replacement parts', 'គ្រឿងបន្លាស់', '维修配件', '零件']),
  ('phone-part', 'Phone parts', 'គ្រឿងបន្លាស់ទូរស័ព្ទ', '手机配件', ARRAY['phone part', 'phone parts', 'phone spare parts', 'គ្រឿងបន្លាស់ទូរស័ព្ទ', '手机配件', '手机零件']),
  ('laptop-part', 'Laptop parts', 'គ្រឿងបន្លាស់កុំព្យូទ័រយួរដៃ', '笔记本配件', ARRAY['laptop part', 'laptop parts', 'laptop spare parts', 'គ្រឿងបន្លាស់កុំព្យូទ័រយួរដៃ', '笔记本配件']),
  ('phone-screen', 'Phone screens', 'អេក្រង់ទូរស័ព្ទ', '手机屏幕', ARRAY['phone screen', 'phone screens', 'phone lcd', 'phone display', 'screen replacement', 'អេក្រង់ទូរស័ព្ទ', '手机屏幕', '手机屏', '屏幕总成']),
  ('phone-battery', 'Phone batteries', 'ថ្មទូរស័ព្ទ', '手机电池', ARRAY['phone battery', 'phone batteries', 'ថ្មទូរស័ព្ទ', '手机电池']),
  ('laptop-screen', 'Laptop screens', 'អេក្រង់កុំព្យូទ័រយួរដៃ', '笔记本屏幕', ARRAY['laptop screen', 'laptop screens', 'laptop lcd', 'laptop display', 'អេក្រង់កុំព្យូទ័រយួរដៃ', '笔记本屏幕']),
  ('laptop-battery', 'Laptop batteries', 'ថ្មកុំព្យូទ័រយួរដៃ', '笔记本电池', ARRAY['laptop battery', 'laptop batteries', 'notebook battery', 'ថ្មកុំព្យូទ័រយួរដៃ', '笔记本电池']),
  ('laptop-keyboard', 'Laptop keyboards', 'ក្ដារចុចកុំព្យូទ័រយួរដៃ', '笔记本键盘', ARRAY['laptop keyboard', 'laptop keyboards', 'replacement keyboard', 'ក្ដារចុចកុំព្យូទ័រយួរដៃ', '笔记本键盘']),
  ('laptop-charger', 'Laptop chargers', 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ', '笔记本电源适配器', ARRAY['laptop charger', 'laptop chargers', 'laptop adapter', 'notebook charger', 'laptop power adapter', 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ', '笔记本充电器', '笔记本电源适配器', '笔记本电源']),
  ('thermal-paste', 'Thermal paste and pads', 'ខាញ់បញ្ចុះកម្ដៅ', '硅脂与导热垫', ARRAY['thermal paste', 'thermal compound', 'thermal pad', 'thermal pads', 'thermal grease', 'ខាញ់កម្ដៅ', 'ខាញ់បញ្ចុះកម្ដៅ', '硅脂', '导热硅脂', '散热膏', '导热垫']),
  ('replacement-fan', 'Replacement fans', 'កង្ហារជំនួស', '替换风扇', ARRAY['replacement fan', 'replacement fans', 'laptop fan', 'cooling fan', 'កង្ហារជំនួស', '笔记本风扇', '替换风扇']),
  ('console', 'Game consoles', 'ម៉ាស៊ីនហ្គេម', '游戏机', ARRAY['console', 'consoles', 'game console', 'games console', 'gaming console', 'video game console', 'ម៉ាស៊ីនហ្គេម', 'ម៉ាស៊ីនលេងហ្គេម', '游戏机', '主机游戏机']),
  ('handheld-console', 'Handheld consoles', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ', '掌机', ARRAY['handheld', 'handhelds', 'handheld console', 'handheld gaming pc', 'ម៉ាស៊ីនហ្គេមកាន់ដៃ', '掌机', '掌上游戏机']),
  ('controller', 'Controllers', 'ដៃបញ្ជាហ្គេម', '游戏手柄', ARRAY['controller', 'controllers', 'gamepad', 'game pad', 'joystick', 'joypad', 'ដៃបញ្ជាហ្គេម', 'ដៃហ្គេម', '手柄', '游戏手柄']),
  ('gaming-keyboard', 'Gaming keyboards', 'ក្ដារចុចហ្គេម', '游戏键盘', ARRAY['gaming keyboard', 'gaming keyboards', 'mechanical keyboard', 'ក្ដារចុចហ្គេម', '机械键盘', '游戏键盘', '电竞键盘']),
  ('gaming-mouse', 'Gaming mice', 'កណ្ដុរហ្គេម', '游戏鼠标', ARRAY['gaming mouse', 'gaming mice', 'កណ្ដុរហ្គេម', '游戏鼠标', '电竞鼠标']),
  ('gaming-headset', 'Gaming headsets', 'កាសហ្គេម', '游戏耳机', ARRAY['gaming headset', 'gaming headsets', 'headset', 'headsets', 'gaming headphones', 'កាស', 'កាសហ្គេម', '耳机', '游戏耳机', '电竞耳机', '耳麦']),
  ('mouse-pad', 'Mouse pads', 'កម្រាលកណ្ដុរ', '鼠标垫', ARRAY['mouse pad', 'mouse pads', 'mousepad', 'mouse mat', 'desk mat', 'កម្រាលកណ្ដុរ', '鼠标垫']),
  ('repair', 'Repairs', 'ជួសជុល', '维修', ARRAY['repair', 'repairs', 'fix', 'fixing', 'ជួសជុល', '维修', '修理']),
  ('phone-repair', 'Phone repair', 'ជួសជុលទូរស័ព្ទ', '手机维修', ARRAY['phone repair', 'fix phone', 'phone fix', 'screen repair', 'ជួសជុលទូរស័ព្ទ', '手机维修', '修手机']),
  ('computer-repair', 'Computer repair', 'ជួសជុលកុំព្យូទ័រ', '电脑维修', ARRAY['computer repair', 'laptop repair', 'pc repair', 'ជួសជុលកុំព្យូទ័រ', '电脑维修', '修电脑']),
  ('software-service', 'Software and data services', 'សេវាកម្មវិធី និងទិន្នន័យ', '软件与数据服务', ARRAY['software install', 'windows install', 'data recovery', 'data transfer', 'កម្មវិធី', '装系统', '数据恢复']),
  ('pc-assembly', 'PC assembly', 'ដំឡើងកុំព្យូទ័រ', '电脑组装', ARRAY['pc assembly', 'pc build', 'build pc', 'ដំឡើងកុំព្យូទ័រ', '装机', '电脑组装']),
  ('installation', 'Installation', 'តម្លើង', '上门安装', ARRAY['installation', 'install', 'setup', 'តម្លើង', '上门安装', '安装']),
  ('extended-warranty', 'Extended warranty', 'ពង្រីករយៈពេលធានា', '延长保修', ARRAY['extended warranty', 'care plan', 'ពង្រីករយៈពេលធានា', 'ពង្រីកការធានា', '延保', '延长保修']),
  ('cleaning-service', 'Cleaning and maintenance', 'សម្អាត និងថែទាំ', '清洁保养', ARRAY['cleaning', 'maintenance', 'laptop cleaning', 'សម្អាត', 'ថែទាំ', '清洁', '保养', '清洁保养']),
  ('printer', 'Printers', 'ម៉ាស៊ីនព្រីន', '打印机', ARRAY['printer', 'printers', 'inkjet', 'laser printer', 'ម៉ាស៊ីនព្រីន', 'ម៉ាស៊ីនបោះពុម្ព', '打印机']),
  ('tv', 'TVs', 'ទូរទស្សន៍', '电视', ARRAY['tv', 'tvs', 'television', 'smart tv', 'ទូរទស្សន៍', 'ទីវី', '电视', '电视机']),
  ('projector', 'Projectors', 'ម៉ាស៊ីនបញ្ចាំង', '投影仪', ARRAY['projector', 'projectors', 'ម៉ាស៊ីនបញ្ចាំង', '投影仪', '投影机']),
  ('microphone', 'Microphones', 'មីក្រូហ្វូន', '麦克风', ARRAY['microphone', 'microphones', 'mic', 'mics', 'មីក្រូហ្វូន', 'មីក្រូ', '麦克风', '话筒']),
  ('ups', 'UPS', 'ឧបករណ៍ផ្គត់ផ្គង់ថាមពលបម្រុង', '不间断电源', ARRAY['ups', 'uninterruptible power supply', 'ឧបករណ៍ផ្គត់ផ្គង់ថាមពលបម្រុង', '不间断电源']),
  ('phone-module', 'Phone ports, cameras and housings', 'រន្ធសាក កាមេរ៉ា និងគម្របក្រោយទូរស័ព្ទ', '手机尾插、摄像头与后盖', ARRAY['camera module', 'charging port', 'charging port flex', 'back glass', 'back cover glass', 'housing', 'rear camera', 'រន្ធសាក', 'គម្របក្រោយ', '尾插', '尾插排线', '后盖', '摄像头模组', '后置摄像头'])
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
-- The kind a new subcategory's name says: the kind whose name it is (any language), else the one
-- kind that has it as a word; null when none or several ('Cases': a phone's or a computer's).
CREATE OR REPLACE FUNCTION shop_kind_of_name(p_name text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT min(k.code) FROM kinds k
     WHERE lower(p_name) IN (lower(k.name_en), lower(k.name_kh), lower(k.name_zh))
     HAVING count(*) = 1),
    (SELECT min(k.code) FROM kinds k WHERE lower(p_name) = ANY (k.words) HAVING count(*) = 1))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_guess_subcategory_kind() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subcategories s SET kind = shop_kind_of_name(NEW.name)
  WHERE s.store_id = NEW.store_id AND s.id = NEW.subcategory_id AND s.kind IS NULL
    AND shop_kind_of_name(NEW.name) IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER subcategory_translations_guess_kind AFTER INSERT ON subcategory_translations
  FOR EACH ROW EXECUTE FUNCTION shop_guess_subcategory_kind();--> statement-breakpoint
-- The subcategories of the shops there are get the kind their names say (a shop changes it in the
-- back office); before the triggers below, as the backfill at the end rewrites every product.
UPDATE subcategories s SET kind = (
  SELECT min(shop_kind_of_name(t.name)) FROM subcategory_translations t
  WHERE t.store_id = s.store_id AND t.subcategory_id = s.id)
WHERE s.kind IS NULL;--> statement-breakpoint
-- 0015's, with the words of the kinds of the product's category, group and subcategory and their
-- own words.
CREATE OR REPLACE FUNCTION shop_product_search_all(p_store integer, p_product integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(E'\n' || string_agg(DISTINCT replace(line, E'\n', ' '), E'\n') || E'\n', '')
  FROM products p
  CROSS JOIN LATERAL (
    SELECT lower(t.name) FROM product_translations t WHERE t.store_id = p.store_id AND t.product_id = p.id
    UNION ALL
    SELECT lower(b.name) FROM brand_translations b WHERE b.store_id = p.store_id AND b.brand_id = p.brand_id
    UNION ALL
    SELECT lower(c.name) FROM category_translations c
    WHERE c.store_id = p.store_id AND c.category_id = p.category_id
    UNION ALL
    SELECT lower(s.name) FROM subcategory_translations s
    WHERE s.store_id = p.store_id AND s.subcategory_id = p.subcategory_id
    UNION ALL
    SELECT lower(g.name) FROM subcategories s
    JOIN category_group_translations g ON g.store_id = s.store_id AND g.group_id = s.group_id
    WHERE s.store_id = p.store_id AND s.id = p.subcategory_id
    UNION ALL
    SELECT lower(w) FROM (
      SELECT c.kind, c.search_words FROM categories c WHERE c.store_id = p.store_id AND c.id = p.category_id
      UNION ALL
      SELECT s.kind, s.search_words FROM subcategories s WHERE s.store_id = p.store_id AND s.id = p.subcategory_id
      UNION ALL
      SELECT g.kind, g.search_words FROM subcategories s
      JOIN category_groups g ON g.store_id = s.store_id AND g.id = s.group_id
      WHERE s.store_id = p.store_id AND s.id = p.subcategory_id
    ) n
    LEFT JOIN kinds k ON k.code = n.kind
    CROSS JOIN LATERAL unnest(coalesce(k.words, '{}') || n.search_words) w
    UNION ALL
    SELECT lower(v.value) FROM product_specs v WHERE v.store_id = p.store_id AND v.product_id = p.id
    UNION ALL
    SELECT lower(tv.value) FROM product_specs v CROSS JOIN LATERAL jsonb_each_text(v.translations) tv
    WHERE v.store_id = p.store_id AND v.product_id = p.id
    UNION ALL
    SELECT E'\x03' || m FROM shop_product_models(p.store_id, p.id) m
    UNION ALL
    SELECT E'\x04' || lower(v.value) FROM product_specs v
    WHERE v.store_id = p.store_id AND v.product_id = p.id AND v.key = 'compatibility'
    UNION ALL
    SELECT E'\x04' || lower(f.device_model) FROM product_device_fits f
    WHERE f.store_id = p.store_id AND f.product_id = p.id
    UNION ALL
    SELECT E'\x04' || lower(f.device_brand || ' ' || f.device_model) FROM product_device_fits f
    WHERE f.store_id = p.store_id AND f.product_id = p.id
  ) l(line)
  WHERE p.store_id = p_store AND p.id = p_product AND line <> ''
$$;--> statement-breakpoint
-- A category's, group's or subcategory's kind or words changed, or a kind's words: its products'
-- search_all is rewritten.
CREATE OR REPLACE FUNCTION shop_kind_words_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stores integer[];
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids FROM products p
    WHERE p.store_id = NEW.store_id AND p.category_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'subcategories' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids FROM products p
    WHERE p.store_id = NEW.store_id AND p.subcategory_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'category_groups' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids FROM subcategories s
    JOIN products p ON p.store_id = s.store_id AND p.subcategory_id = s.id
    WHERE s.store_id = NEW.store_id AND s.group_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'kinds' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids FROM products p
    WHERE EXISTS (SELECT 1 FROM categories c WHERE c.store_id = p.store_id AND c.id = p.category_id AND c.kind = NEW.code)
       OR EXISTS (SELECT 1 FROM subcategories s WHERE s.store_id = p.store_id AND s.id = p.subcategory_id AND s.kind = NEW.code)
       OR EXISTS (SELECT 1 FROM subcategories s JOIN category_groups g ON g.store_id = s.store_id AND g.id = s.group_id
                  WHERE s.store_id = p.store_id AND s.id = p.subcategory_id AND g.kind = NEW.code);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM shop_refresh_search_all(stores, ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'category_groups', 'subcategories'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE OF kind, search_words ON %I FOR EACH ROW
                    WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.search_words IS DISTINCT FROM NEW.search_words)
                    EXECUTE FUNCTION shop_kind_words_changed()', t || '_kind_words', t);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER kinds_words AFTER UPDATE OF words ON kinds FOR EACH ROW
  WHEN (OLD.words IS DISTINCT FROM NEW.words) EXECUTE FUNCTION shop_kind_words_changed();--> statement-breakpoint
-- Every product's search_all is rewritten, 5,000 products at a time, each batch committed (as
-- 0014); a run that was interrupted starts again, rewriting what it had done.
DO $$
DECLARE
  last_store integer := -1;
  last_id integer := -1;
  next_store integer;
  next_id integer;
BEGIN
  LOOP
    SELECT store_id, id INTO next_store, next_id FROM products
      WHERE (store_id, id) > (last_store, last_id) ORDER BY store_id, id OFFSET 4999 LIMIT 1;
    PERFORM shop_refresh_search_all(array_agg(store_id), array_agg(id)) FROM products
      WHERE (store_id, id) > (last_store, last_id)
        AND (next_store IS NULL OR (store_id, id) <= (next_store, next_id));
    EXIT WHEN next_store IS NULL;
    last_store := next_store;
    last_id := next_id;
    COMMIT;
  END LOOP;
END
$$;
