import type { SensitiveCategory } from '../../../../lib/api/contract/upload';

/**
 * The reference API's sensitive-word list (a modest curated list, by category). Matching undoes
 * spelling games — case, full/half width, traditional characters, Chinese and capital numerals,
 * look-alike characters, homophones and pinyin, and any spaces, punctuation or symbols between
 * characters (services/upload/sensitive.ts) — so each word is listed once, in simplified
 * characters. A word of one or two characters (色情, 赌博, vx, qq) counts only on a word
 * boundary (jieba), so ordinary design text that merely contains it passes (舞台独特, 特色情调,
 * 增加vr: tests/api/upload-checks). Latin words (weixin) match as spelled, never by sound.
 * A real deployment loads its moderation team's list instead.
 */
export const SENSITIVE_WORDS: Record<SensitiveCategory, readonly string[]> = {
  political: [
    '法轮功', '法轮大法', '台湾独立', '西藏独立', '新疆独立', '香港独立', '六四事件', '天安门事件', '颠覆国家政权', '分裂国家',
    '推翻共产党', '共匪', '邪教组织', '全能神', '东突厥斯坦', '达赖喇嘛', '民运分子', '游行示威', '政治迫害',
  ],
  porn: [
    '色情', '色情网站', '色情视频', '色情服务', '裸聊', '约炮', '一夜情', '援交', '成人视频', '黄色网站', '黄色视频',
    '卖淫', '嫖娼', '裸体写真', 'av女优', '成人影片', '小姐上门', '同城约炮', '激情视频', '淫秽', '援助交际',
  ],
  gambling: [
    '赌博', '博彩', '网络赌场', '百家乐', '六合彩', '时时彩', '赌球', '赌场', '老虎机', '真人荷官',
    '网上赌', '棋牌代理', '下注平台', '澳门威尼斯人', '葡京娱乐',
  ],
  ads: [
    '代开发票', '刷单', '兼职刷单', '日赚千元', '月入过万', '躺赚', '免费领取', '点击链接', '全网最低', '史上最低价',
    '国家级产品', '招商加盟', '低价出售', '代写论文', '办假证', '贷款秒批', '无抵押贷款', '网贷', '套现', '加盟代理',
  ],
  contact: [
    '加微信', '加我微信', '微信号', '加vx', '加v信', 'vx号', '威信号', '加qq', 'qq号', 'qq群',
    '扫码加群', 'weixin', 'vx', 'wx号', 'qq', '扣扣', '企鹅号', '私聊我', '联系电话', '电话咨询', '手机同号', '微信同号', '加好友', '私信获取', 'wechat',
  ],
};
