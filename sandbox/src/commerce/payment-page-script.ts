/**
 * How the form hands its messages to the merchant's communicator page (same origin as the
 * merchant, so it can reach the merchant's window), as Authorize.Net's sample communicator
 * expects them: `message` embeds the communicator once in a hidden iframe and posts each
 * message into it as a string (Accept Hosted's way); `hash` loads the communicator in a new
 * hidden iframe per message, the message in its URL hash; `lost` is `message` whose
 * transactResponse never arrives (a closed tab, a blocked frame), while the charge still pays.
 */
export const DELIVERIES = ['message', 'hash', 'lost'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/**
 * Browser script of the card form. Messages: `action=resizeWindow&width=..&height=..`,
 * `action=cancel` or `action=transactResponse&response=<URI-encoded JSON>`. Declines stay
 * inside this form.
 */
export const PAYMENT_PAGE_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('payment-config').textContent);
  var form = document.getElementById('payment-form');
  var notice = document.getElementById('form-error');
  var pay = document.getElementById('pay');

  var communicatorOrigin = new URL(config.communicatorUrl).origin;

  function communicatorFrame(src) {
    var frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'Payment messages';
    frame.setAttribute('aria-hidden', 'true');
    frame.className = 'communicator';
    frame.src = src;
    document.body.appendChild(frame);
    return frame;
  }

  function tellByHash(query) {
    var frame = communicatorFrame(config.communicatorUrl + '#' + query);
    frame.addEventListener('load', function () {
      setTimeout(function () { frame.remove(); }, 5000);
    });
  }

  // One communicator for the form's life; messages wait until it has loaded.
  var waiting = [];
  var communicator = null;
  function tellByMessage(query) {
    if (config.delivery === 'lost' && query.indexOf('action=transactResponse') === 0) return;
    if (!communicator) {
      communicator = communicatorFrame(config.communicatorUrl);
      communicator.addEventListener('load', function () {
        communicator.loaded = true;
        waiting.splice(0).forEach(function (queued) { communicator.contentWindow.postMessage(queued, communicatorOrigin); });
      });
    }
    if (communicator.loaded) communicator.contentWindow.postMessage(query, communicatorOrigin);
    else waiting.push(query);
  }

  function tell(query) {
    if (config.delivery === 'hash') tellByHash(query);
    else tellByMessage(query);
  }

  function resize() {
    var box = document.querySelector('main').getBoundingClientRect();
    var width = Math.ceil(box.width);
    var height = Math.ceil(box.height);
    tell('action=resizeWindow&width=' + width + '&height=' + height);
  }

  function showErrors(errors) {
    ['cardNumber', 'expirationDate', 'cardCode', 'zip'].forEach(function (name) {
      var message = (errors && errors[name]) || '';
      document.getElementById(name + '-error').textContent = message;
      document.getElementById(name).setAttribute('aria-invalid', message ? 'true' : 'false');
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    notice.textContent = '';
    showErrors(null);
    pay.disabled = true;
    fetch(config.chargeUrl, { method: 'POST', body: new URLSearchParams(new FormData(form)) })
      .then(function (reply) { return reply.json(); })
      .then(function (answer) {
        if (answer.response) {
          var receipt = document.getElementById('receipt');
          if (answer.response.responseCode === '4') receipt.textContent = config.heldText;
          form.hidden = true;
          receipt.hidden = false;
          tell('action=transactResponse&response=' + encodeURIComponent(JSON.stringify(answer.response)));
          return;
        }
        showErrors(answer.errors);
        if (!answer.errors) notice.textContent = answer.message || 'The payment could not be processed.';
        pay.disabled = false;
        resize();
      })
      .catch(function () {
        notice.textContent = 'The payment could not be processed. Please try again.';
        pay.disabled = false;
      });
  });

  document.getElementById('cancel').addEventListener('click', function () {
    tell('action=cancel');
  });

  if (document.readyState === 'complete') resize();
  else window.addEventListener('load', resize);
})();
`;
