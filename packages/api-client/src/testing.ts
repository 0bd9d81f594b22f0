import { ApiError, type ApiErrorDetails } from './api-error';

/** What a test says of a refusal: its error code, and what else matters to it (the other fields have defaults). */
export type RefusalDetails = Partial<Omit<ApiErrorDetails, 'kind'>> & { errorCode: string };

/**
 * A refusal as the client rejects with it when the server answers `success: false` (kind `server`), for tests of
 * stores and views that show one. Its message is the server's sentence, else the error code, as the client's is.
 *
 * @param details - the error code and, as the test needs, the server message, endpoint, method and path
 * @returns the {@link ApiError} a call would reject with
 */
export function serverRefusal(details: RefusalDetails): ApiError {
  return new ApiError(
    { kind: 'server', endpointId: 'test', method: 'POST', path: '/test', ...details },
    details.serverMessage ?? details.errorCode,
  );
}
