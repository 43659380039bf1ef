import { ApiHttpError, ErrorCode } from '../../http/envelope';

/** Upload and case error codes (45xxx; downloads use 44xxx), documented in docs/api.md "Gather and upload". */
export const UploadCode = {
  BAD_IMAGE: ErrorCode.BAD_IMAGE,
  OFFSET_MISMATCH: 45002,
  CHECKSUM: 45003,
  UNKNOWN_UPLOAD: 45004,
  NOT_OUR_PICTURE: 45005,
  CASE_INVALID: 45006,
  CASE_LOCKED: 45007,
  REVIEW_STATE: 45008,
  BANNED: 45009,
  TOO_LARGE: 45010,
  INCOMPLETE: 45011,
  LIMIT: 45012,
  UNKNOWN_CASE: 45013,
} as const;

export const uploadError = {
  offsetMismatch: (received: number) => new ApiHttpError(409, UploadCode.OFFSET_MISMATCH, `分片位置不连续：服务器已接收 ${received} 字节，请从该位置继续上传`),
  checksum: () => new ApiHttpError(400, UploadCode.CHECKSUM, '文件校验失败（SHA-256 不一致），请重新上传该图片'),
  unknownUpload: () => new ApiHttpError(404, UploadCode.UNKNOWN_UPLOAD, '上传任务不存在或已过期，请重新选择图片上传'),
  incomplete: (received: number, size: number) => new ApiHttpError(409, UploadCode.INCOMPLETE, `文件尚未传完（${received}/${size} 字节），请继续上传`),
  notOurs: (url: string) => new ApiHttpError(400, UploadCode.NOT_OUR_PICTURE, `只能检测本站上传或收录的图片：${url.slice(0, 80)}`),
  caseInvalid: (message: string) => new ApiHttpError(400, UploadCode.CASE_INVALID, message),
  caseLocked: (state: string) =>
    new ApiHttpError(409, UploadCode.CASE_LOCKED, state === 'approved' ? '案例已审核通过，不能再修改' : '案例正在审核中，审核完成前不能修改'),
  notFoundCase: () => new ApiHttpError(404, UploadCode.UNKNOWN_CASE, '案例不存在或不属于你'),
  reviewState: () => new ApiHttpError(409, UploadCode.REVIEW_STATE, '该案例不在待审核状态，请刷新审核列表'),
  banned: () => new ApiHttpError(403, UploadCode.BANNED, '账号已被限制上传，如有疑问请联系客服'),
  tooLarge: (mb: number) => new ApiHttpError(413, UploadCode.TOO_LARGE, `图片不能超过 ${mb} MB`),
  limit: (message: string) => new ApiHttpError(409, UploadCode.LIMIT, message),
};
