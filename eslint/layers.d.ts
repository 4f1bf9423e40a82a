export interface Layer {
  name: string;
  files: string[];
  exempt?: string[];
  forbidden: string[];
  allowed?: string[];
  because: string;
}
export interface LayerException {
  from: string;
  to: string;
  why: string;
}
export const LAYERS: Layer[];
export const LAYER_EXCEPTIONS: LayerException[];
