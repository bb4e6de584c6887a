import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitVendorForm } from './payment-channel';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('submitVendorForm', () => {
  it("posts the vendor's fields to the vendor without running the script that came with them", () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const ran = vi.fn();
    (window as unknown as { ranVendorScript: () => void }).ranVendorScript = ran;
    submitVendorForm(
      '<form name="alipaysubmit" method="post" action="https://openapi.alipay.com/gateway.do?charset=utf-8">' +
        '<input type="hidden" name="biz_content" value="{&quot;out_trade_no&quot;:&quot;T1&quot;}"/>' +
        '<input type="hidden" name="sign" value="abc=="/></form>' +
        '<script>window.ranVendorScript();document.forms[0].submit();</script>',
    );
    expect(ran).not.toHaveBeenCalled();
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.action).toBe('https://openapi.alipay.com/gateway.do?charset=utf-8');
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ biz_content: '{"out_trade_no":"T1"}', sign: 'abc==' });
  });

  it('does nothing without a form', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    submitVendorForm('<p>no form</p>');
    expect(submit).not.toHaveBeenCalled();
  });
});
