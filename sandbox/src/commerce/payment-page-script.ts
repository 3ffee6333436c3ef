/**
 * Browser script of the card form. Like Accept Hosted, it reports to the merchant's
 * communicator page (same origin as the merchant, so it can reach the merchant's window): each
 * message loads the communicator in a hidden iframe with the message as the URL hash,
 * `action=resizeWindow&width=..&height=..`, `action=cancel` or
 * `action=transactResponse&response=<URI-encoded JSON>`. Declines stay inside this form.
 */
export const PAYMENT_PAGE_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('payment-config').textContent);
  var form = document.getElementById('payment-form');
  var notice = document.getElementById('form-error');
  var pay = document.getElementById('pay');

  function tell(query) {
    var frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'Payment messages';
    frame.setAttribute('aria-hidden', 'true');
    frame.className = 'communicator';
    frame.addEventListener('load', function () {
      setTimeout(function () { frame.remove(); }, 5000);
    });
    frame.src = config.communicatorUrl + '#' + query;
    document.body.appendChild(frame);
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
