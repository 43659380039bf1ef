import { ApiHttpError } from '../../http/envelope';

/** Payment (43xxx) and download (44xxx) error codes. Documented in docs/api.md "Payment centre". */
const PayCode = {
  PLAN_UNKNOWN: 43001,
  ORDER_UNKNOWN: 43002,
  ORDER_STATE: 43003,
  VOUCHER_INVALID: 43004,
  RISK_REQUIRED: 43005,
  NOT_FOR_SALE: 43006,
  ALREADY_OWNED: 43007,
  ACCOUNT_RESTRICTED: 43008,
  CASHIER_INVALID: 43009,
  NO_PHONE: 43010,
  PHONE_MISMATCH: 43011,
  PLAN_NOT_FOR_ITEM: 43012,
  PLAN_INCLUDED: 43013,
  NOT_DOWNLOADABLE: 44001,
  NEEDS_VIP: 44002,
  QUOTA: 44003,
  LINK_INVALID: 44004,
  RANGE: 44005,
  EMPTY_PACK: 44006,
} as const;

const STATE_TEXT = { created: '待支付', paying: '支付中', paid: '已支付', expired: '已过期', closed: '已关闭' } as const;

export const payError = {
  planUnknown: () => new ApiHttpError(400, PayCode.PLAN_UNKNOWN, '该套餐不存在或已下架，请刷新后重试'),
  orderUnknown: () => new ApiHttpError(404, PayCode.ORDER_UNKNOWN, '订单不存在'),
  orderState: (status: keyof typeof STATE_TEXT) =>
    new ApiHttpError(409, PayCode.ORDER_STATE, status === 'paid' ? '该订单已支付，无需重复支付' : `订单${STATE_TEXT[status]}，请重新下单`),
  voucherInvalid: () => new ApiHttpError(400, PayCode.VOUCHER_INVALID, '优惠券不可用或已过期，已按原价计算，请重新下单'),
  riskRequired: () => new ApiHttpError(403, PayCode.RISK_REQUIRED, '为保障账户安全，请先完成短信验证再支付'),
  notForSale: () => new ApiHttpError(400, PayCode.NOT_FOR_SALE, '该资源无需购买，登录后即可下载'),
  alreadyOwned: () => new ApiHttpError(409, PayCode.ALREADY_OWNED, '你已拥有该资源，可直接下载'),
  restricted: () => new ApiHttpError(403, PayCode.ACCOUNT_RESTRICTED, '账号受限期间暂不能购买和下载，如有疑问请联系客服'),
  noPhone: () => new ApiHttpError(400, PayCode.NO_PHONE, '该账号未绑定手机号，无法完成短信验证，请使用手机号登录后再支付'),
  phoneMismatch: () => new ApiHttpError(400, PayCode.PHONE_MISMATCH, '手机号与账号绑定的手机号不一致，请输入绑定的手机号'),
  riskCodeElsewhere: () => new ApiHttpError(400, PayCode.PHONE_MISMATCH, '支付验证码请在支付页面获取'),
  cashierInvalid: () => new ApiHttpError(403, PayCode.CASHIER_INVALID, '支付链接无效，请在电脑上刷新二维码'),
  planNotForItem: (plan: string) => new ApiHttpError(400, PayCode.PLAN_NOT_FOR_ITEM, `${plan}不含该资源的下载权益，请选择能解锁它的会员或单独购买`),
  planIncluded: (plan: string, held: string) => new ApiHttpError(409, PayCode.PLAN_INCLUDED, `你的${held}已包含${plan}的全部权益，无需另外购买`),
  notDownloadable: () => new ApiHttpError(404, PayCode.NOT_DOWNLOADABLE, '该内容不提供下载'),
  needsVip: () => new ApiHttpError(403, PayCode.NEEDS_VIP, '该资源为 VIP 资源，开通会员或单独购买后即可下载'),
  quota: (limit: number) => new ApiHttpError(429, PayCode.QUOTA, `今日新资源下载已达上限（${limit} 个），已下载过的资源仍可重新下载，明天再来吧`),
  linkInvalid: (why: 'expired' | 'forged' | 'owner') =>
    new ApiHttpError(
      403,
      PayCode.LINK_INVALID,
      why === 'expired' ? '下载链接已过期，请回到资源页重新点击下载' : why === 'owner' ? '下载链接仅限申请它的账号在本站使用，请登录后回到资源页重新点击下载' : '下载链接无效，请回到资源页重新点击下载',
    ),
  range: () => new ApiHttpError(416, PayCode.RANGE, '请求的下载范围无效，请重新下载'),
  emptyPack: () => new ApiHttpError(404, PayCode.EMPTY_PACK, '该资源暂无可下载的文件'),
};
