import { MESSAGES, translate } from '@shop/i18n';
import { data } from 'react-router';
import { ChatConversation } from '../../components/chat/chat-conversation';
import { NO_FLOATING_ACTIONS } from '../../components/layout/app-shell';
import { shopContext } from '../../context.server';
import { answerInFull, parseChatForm } from '../../data/chat.server';
import { useT } from '../../i18n/i18n';
import type { Route } from './+types/chat';

// The shop assistant's page. With JavaScript the conversation streams through the `/api/chat`
// resource route; without it the form posts here and the page comes back with the whole answer.

/** No floating buttons: on a phone they would cover the text box and its send button. */
export const handle = NO_FLOATING_ACTIONS;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    // A conversation is the shopper's own: nothing here to index.
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const messages = MESSAGES[shop.locale];
  return {
    title: translate(messages, 'chat.metaTitle', { shop: shop.store.name }),
    description: translate(messages, 'chat.description', { shop: shop.store.name }),
  };
}

/** The form without JavaScript: the history and the question in, the conversation with its answer out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = parseChatForm(await request.formData());
  if (!form) return data({ turns: null, error: 'chat.errorEmpty' as const }, { status: 400 });
  const answer = await answerInFull(context, form.messages);
  return { turns: [...form.turns, answer], error: null };
}

export default function Chat({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 pt-5 md:px-6 md:pt-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('chat.title')}</h1>
      {actionData?.error ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-800">
          {t(actionData.error)}
        </p>
      ) : null}
      <ChatConversation variant="page" initialTurns={actionData?.turns ?? null} />
    </div>
  );
}
