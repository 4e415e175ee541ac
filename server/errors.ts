/** Named errors with their Chinese messages (contract/error-catalogue.ts); the error plugin turns them into envelopes. */
import { errorCodes, type ErrorName } from '../contract/primitives';

export class ApiError extends Error {
  readonly code: number;
  constructor(
    readonly name_: ErrorName,
    message?: string,
    readonly httpStatus = 200,
  ) {
    super(message ?? errorCodes[name_].msg);
    this.code = errorCodes[name_].code;
    this.name = 'ApiError';
  }
}

/** Throws the named error. A declared function (not an arrow), so the type checker knows the code after it does not run. */
export function fail(name: ErrorName, message?: string, httpStatus?: number): never {
  throw new ApiError(name, message, httpStatus);
}
