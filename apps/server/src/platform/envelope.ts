/** The §7 envelope and the error that carries a business code to it. */
import type { Envelope, Page } from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';

export function ok<T>(data: T[] = [], msg = '操作成功'): Envelope<T> {
  return { code: RESPONSE_CODE.ok, msg, data };
}

export function okPage<T>(page: Page<T>, msg = '查询成功'): Envelope<Page<T>> {
  return ok([page], msg);
}

/** A failure the client is meant to read: a §8.1 code, a Chinese message, and the HTTP status to send. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const fail = {
  business: (msg: string) => new AppError(RESPONSE_CODE.business, msg),
  badRequest: (msg: string) => new AppError(RESPONSE_CODE.badRequest, msg, 400),
  forbidden: (msg: string) => new AppError(RESPONSE_CODE.forbidden, msg),
  notFound: (msg: string) => new AppError(RESPONSE_CODE.notFound, msg),
  withCode: (code: string, msg: string, httpStatus = 200) => new AppError(code, msg, httpStatus),
};
