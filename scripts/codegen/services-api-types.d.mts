export declare const OPENAPI_DOCUMENT: string;
export declare const SERVICES_API_TYPES: string;
/** The TypeScript the gateway's REST clients type their answers with, for a given OpenAPI document. */
export declare function servicesApiTypes(document?: unknown): Promise<string>;
