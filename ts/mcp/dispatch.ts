// How the MCP server reaches the API: one GET, answered as HTTP would (over HTTP the caller's own
// key and the app's handler; on stdio a process-local app). Tools, resources and prompts all use it.

/** Sends one GET to the API and gives back what it answered. */
export type Dispatch = (pathAndQuery: string) => Promise<{ status: number; contentType: string; body: string }>;
