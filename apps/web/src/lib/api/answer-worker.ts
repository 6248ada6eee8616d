import type { AnswerWorkerReply, AnswerWorkerRequest } from './answer-checker';
import { checkAnswerText, prepareSchemasOf } from './check-answer-text';

/** The worker's side of answer-checker.ts: prepares schemas and checks answers, one message each. */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerWorkerRequest>) => void): void;
  postMessage(reply: AnswerWorkerReply): void;
};

scope.addEventListener('message', ({ data: request }) => {
  if (request.text === undefined) {
    prepareSchemasOf(request.name);
    return;
  }
  checkAnswerText(request.name, request.text, request.ok ?? false).then(
    (check) => scope.postMessage({ id: request.id, check }),
    (cause: unknown) => scope.postMessage({ id: request.id, failed: String(cause) }),
  );
});
