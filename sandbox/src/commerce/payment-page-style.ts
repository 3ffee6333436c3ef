/** Inline styles of the card form look-alike: plain, legible, the provider's neutral look. */
export const PAYMENT_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2933;background:#fff}
main{max-width:460px;margin:0 auto;padding:20px 22px 24px}
header{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #e4e7eb;padding-bottom:12px;margin-bottom:16px}
h1{font-size:17px;margin:0}
.amount{font-size:22px;font-weight:700}
.merchant{color:#52606d;font-size:13px;margin:2px 0 0}
.field{margin-bottom:14px}
.row{display:flex;gap:12px}
.row .field{flex:1}
label{display:block;font-weight:600;font-size:13px;margin-bottom:4px}
input{width:100%;padding:10px 11px;font-size:15px;border:1px solid #9aa5b1;border-radius:4px}
input:focus{outline:2px solid #1a73e8;outline-offset:1px;border-color:#1a73e8}
input[aria-invalid=true]{border-color:#c62828}
.error{color:#b71c1c;font-size:13px;margin:4px 0 0;min-height:0}
.error:empty{display:none}
.notice{border:1px solid #e57373;background:#fdecea;color:#8e1b1b;border-radius:4px;padding:10px 12px;margin-bottom:14px}
.notice:empty{display:none}
.success{border:1px solid #81c784;background:#edf7ed;color:#1e4620;border-radius:4px;padding:14px;font-weight:600}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:18px}
button{font:inherit;font-weight:600;padding:10px 22px;border-radius:4px;cursor:pointer;border:1px solid #1a73e8}
button[type=submit]{background:#1a73e8;color:#fff}
button[type=submit]:disabled{opacity:.6;cursor:progress}
button[type=button]{background:#fff;color:#1a73e8}
.secure{color:#52606d;font-size:12px;margin-top:16px;text-align:center}
`;
