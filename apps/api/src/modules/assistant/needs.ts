// What a shopper means to do with a product, and what that asks of its facts: video editing wants
// memory and a dedicated graphics card, gaming the graphics card above all, school a light and
// inexpensive machine. The words are matched in English, Khmer and Chinese.

export const NEEDS = ['video', 'gaming', 'school', 'office', 'design', 'travel', 'camera'] as const;
export type Need = (typeof NEEDS)[number];

export const NEED_WORDS: Record<Need, string[]> = {
  video: [
    'video editing',
    'edit video',
    'editing video',
    'video',
    'premiere',
    'davinci',
    'youtube',
    'youtuber',
    'content creat',
    'កាត់តវីដេអូ',
    'កាត់វីដេអូ',
    'វីដេអូ',
    '剪辑',
    '视频',
    '剪片',
  ],
  gaming: ['gaming', 'gamer', 'game', 'games', 'esports', 'ហ្គេម', 'លេងល្បែង', '游戏', '打游戏', '电竞'],
  school: [
    'school',
    'student',
    'study',
    'studying',
    'university',
    'college',
    'class',
    'online class',
    'homework',
    'សិស្ស',
    'និស្សិត',
    'សាលា',
    'សិក្សា',
    'រៀន',
    '学生',
    '上学',
    '上课',
    '学习',
    '网课',
  ],
  office: [
    'office',
    'work',
    'business',
    'excel',
    'word processing',
    'ការិយាល័យ',
    'ធ្វើការ',
    'អាជីវកម្ម',
    '办公',
    '工作',
    '商务',
  ],
  design: [
    'design',
    'photoshop',
    'photo editing',
    'graphic',
    'cad',
    '3d',
    'រចនា',
    'ក្រាហ្វិក',
    '设计',
    '修图',
    '绘图',
  ],
  travel: [
    'travel',
    'light',
    'lightweight',
    'portable',
    'thin',
    'ធ្វើដំណើរ',
    'ស្រាល',
    '轻薄',
    '便携',
    '出差',
    '旅行',
  ],
  camera: ['photo', 'photos', 'selfie', 'camera', 'ថតរូប', 'រូបថត', 'កាមេរ៉ាល្អ', '拍照', '摄影', '自拍'],
};

const number = (value: string | undefined) => {
  const m = /(\d+(?:\.\d+)?)/.exec(value ?? '');
  return m ? Number(m[1]) : 0;
};

const gb = (value: string | undefined) => {
  const n = number(value);
  return /tb/i.test(value ?? '') ? n * 1024 : n;
};

const dedicated = (gpu: string | undefined) => /\b(RTX|GTX|Radeon RX|Arc A\d|Ada)\b/i.test(gpu ?? '');
const gpuTier = (gpu: string | undefined) => {
  const m = /(RTX|GTX)\s*A?(\d{3,4})/i.exec(gpu ?? '');
  if (!m) return dedicated(gpu) ? 1 : 0;
  const model = Number(m[2]);
  // 4060 → 6, 3050 → 5, 2050 → 5; workstation A500 → 1.
  return model >= 1000 ? (model % 100) / 10 + 1 : 1;
};

/**
 * How well a product's facts suit a need (higher is better); the price breaks ties the need does
 * not decide (dearer is better within a budget, cheaper for school).
 */
export function needScore(need: Need, facts: Record<string, string>, price: number): number {
  const ram = gb(facts.ram);
  const storage = gb(facts.storage);
  const weight = number(facts.weight);
  switch (need) {
    case 'video':
    case 'design':
      return (
        ram * 2 + (dedicated(facts.gpu) ? 20 + gpuTier(facts.gpu) * 3 : 0) + storage / 256 + price / 1000
      );
    case 'gaming':
      return (dedicated(facts.gpu) ? 40 + gpuTier(facts.gpu) * 6 : 0) + ram + price / 1000;
    case 'school':
      return ram / 2 + (weight ? (2.5 - weight) * 4 : 0) - price / 200;
    case 'office':
      return ram + storage / 512 - (weight ? weight : 0) - price / 400;
    case 'travel':
      return (weight ? (2.5 - weight) * 10 : 0) + ram / 4 + price / 1000;
    case 'camera':
      return number(facts.camera) / 10 + ram / 2 + price / 1000;
  }
}
