/** Valid factoring applications for the tests: fresh invoice numbers, invoice dates relative to today (+08:00). */
import { chinaToday, type FactoringApplyInput } from '@portal/shared';

let serial = 0;
/** An invoice number no other test uses (8 or 20 digits). */
export function newInvoiceNo(digits: 8 | 20 = 8): string {
  serial += 1;
  const tail = `${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}${String(serial).padStart(4, '0')}`;
  return digits === 8 ? `9${tail.slice(-7)}` : `8${'0'.repeat(7)}${tail}`;
}

/** The day `n` days before today in China ("YYYY-MM-DD"); a negative n is after today. */
export function daysAgo(n: number): string {
  const today = new Date(`${chinaToday()}T00:00:00Z`);
  return new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
}

export function validApplication(patch: Partial<FactoringApplyInput> = {}): FactoringApplyInput {
  return {
    buyerName: '华能国际电力股份有限公司',
    buyerCreditCode: '911100001000010001',
    invoices: [
      { invoiceNo: newInvoiceNo(), invoiceDate: daysAgo(20), amount: '120000.50', dueDate: daysAgo(-90) },
      { invoiceNo: newInvoiceNo(20), invoiceDate: daysAgo(5), amount: 80000, dueDate: daysAgo(-60) },
    ],
    amount: '150000',
    termDays: 90,
    receiveAccount: '中国工商银行北京西城支行 0200001234567890123',
    ...patch,
  };
}
