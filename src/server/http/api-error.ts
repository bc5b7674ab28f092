import { Code, Msg } from '../../contract/codes';

/**
 * A failure the client should see: answered as the envelope `{code, msg, data}`. HTTP status stays
 * 200 (clients read `code`) unless HTTP itself must speak (413, 429).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(msg);
  }
}

export const fail = {
  badRequest: (msg: string, data: unknown = null) => new ApiError(Code.BAD_REQUEST, msg, data),
  forbidden: (msg: string = Msg.permissionDenied) => new ApiError(Code.FORBIDDEN, msg),
  notFound: (msg: string = Msg.recordNotFound) => new ApiError(Code.NOT_FOUND, msg),
  conflict: (msg: string, data: unknown = null) => new ApiError(Code.CONFLICT, msg, data),
  tokenInvalid: () => new ApiError(Code.TOKEN_INVALID, Msg.tokenInvalid),
  tokenReplaced: () => new ApiError(Code.TOKEN_REPLACED, Msg.tokenReplaced),
  tokenRevoked: () => new ApiError(Code.TOKEN_REVOKED, Msg.tokenRevoked),
};

export function ok<T>(data: T, msg: string = Msg.ok) {
  return { code: Code.OK, msg, data };
}
