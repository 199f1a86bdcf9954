// What every answer must be, whatever was asked: no server error, nothing of the server's insides, and a
// refusal that says what to fix.
import type { LightMyRequestResponse } from 'fastify';

// A V8 stack frame ("\n    at handler (/…)", raw or escaped inside JSON) or a path of the server's files.
const INSIDES = [/(?:\n|\\n)\s+at\s/, /\/server\/src\//, /node_modules/];

/** What is wrong with an answer; empty when nothing is. */
export function problemsWith(method: string, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`a server error, ${response.statusCode}`);
  const leak = INSIDES.find((pattern) => pattern.test(response.body));
  if (leak !== undefined) problems.push(`the server's insides in the answer (${String(leak)})`);
  // A HEAD answer has the headers of the GET answer and no body.
  const isJson =
    String(response.headers['content-type'] ?? '').startsWith('application/json') && method !== 'HEAD';
  if (response.statusCode >= 400 && response.statusCode < 500 && isJson && !hasMessage(response.body)) {
    problems.push('a refusal without a message');
  }
  return problems;
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== '';
  } catch {
    return false;
  }
}
