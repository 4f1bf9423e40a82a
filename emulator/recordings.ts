/**
 * Call recordings the emulator serves itself: `GET /records/<counterId>/<callId>.wav` answers a
 * second of silence as a WAV file, with no key (a tracker's recording links work on their own).
 * The generated calls link to `https://records.example/…`, which is never fetched; a test that
 * plays a recording points a call's `callRecordUrl` here (`recordingUrlAt`) and reads the
 * request in the emulator's log.
 */
export const RECORDING_PATH = /^\/records\/[\w-]+\/[\w-]+\.wav$/;

/** The address of a call's recording at an emulator reached at `baseUrl`. */
export const recordingUrlAt = (baseUrl: string, counterId: string, callId: string) =>
  `${baseUrl}/records/${counterId}/${callId}.wav`;

/** One second of 16-bit mono silence at 8 kHz. */
export function silentWav(): Uint8Array {
  const rate = 8000;
  const samples = rate;
  const data = samples * 2;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + data, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, data, true);
  return bytes;
}
