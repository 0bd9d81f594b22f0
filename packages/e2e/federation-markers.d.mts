export declare const RUNTIME_LIBRARY_MARKER: string;
export declare const EXTERNAL_RUNTIME_MARKER: string;
