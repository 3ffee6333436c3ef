/**
 * Every word a customer reads comes from the message files (docs/i18n.md), so a new screen cannot
 * forget French: a JSX text with a letter in it, or a string literal given to an attribute a
 * person reads or hears (aria-label, alt, title, placeholder, label...), is refused outside
 * them. Text without letters (`·`, `—`, `×`, `%`, `2`) is not words and passes; so do
 * expressions (`{t('key')}`, `{SHOP_NAME}`).
 */
const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label', 'okText', 'cancelText', 'description', 'message', 'tooltip']);

const attributeName = (node) => (node.name.type === 'JSXIdentifier' ? node.name.name : `${node.name.namespace.name}:${node.name.name.name}`);

export const noLiteralText = {
  meta: {
    type: 'problem',
    messages: {
      text: 'Text a customer reads comes from the messages (docs/i18n.md): put "{{text}}" in the part\'s messages/en.ts and fr.ts and read it with t().',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!READ_ATTRIBUTES.has(attributeName(node)) || !node.value) return;
        const { value } = node;
        if (value.type === 'Literal' && typeof value.value === 'string' && LETTER.test(value.value)) report(node, value.value);
        if (value.type === 'JSXExpressionContainer') {
          const inner = value.expression;
          if (inner.type === 'Literal' && typeof inner.value === 'string' && LETTER.test(inner.value)) report(node, inner.value);
          if (inner.type === 'TemplateLiteral' && inner.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? ''))) report(node, inner.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
    };
  },
};
