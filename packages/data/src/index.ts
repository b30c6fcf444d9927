// Where widgets get rows: the DataSource interface the portal's API source implements, and the
// deterministic MockDataSource of the editor and Storybook. `data` never imports `widgets`: the
// apps hand the registry's generators to MockDataSource.
export { DataSourceError } from './DataSource.js';
export type { DataSource, FetchInput } from './DataSource.js';
export { MockDataSource, mockSeed } from './MockDataSource.js';
export type { MockDataSourceOptions, MockGenerator, MockInput } from './MockDataSource.js';
// The HTTP client of the browser apps (JSON, bearer token, the server's errors as ApiError).
export { ApiError, apiErrorOf, callApi } from './http.js';
export type { ApiAnswer, CallOptions } from './http.js';
