/** An error reply; routes throw it and the server renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): { error: string | number; message: string } {
    return { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const alreadyExists = (message: string) => new HttpError(409, 'already_exists', message);
export const invalidApiKey = () =>
  new HttpError(403, 'invalid_api_key', 'The API key is missing or not valid.');
export const counterAccessDenied = (counterId: string) =>
  new HttpError(403, 'counter_access_denied', `This key has no access to counter ${counterId}.`);
