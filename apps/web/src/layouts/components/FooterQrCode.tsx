import { QRCode } from 'antd';

/** One footer QR code, in a chunk of its own: see DeferredQrCode in PortalFooter. */
export default function FooterQrCode({ value }: { value: string }) {
  return <QRCode type="svg" value={value} size={96} bordered={false} bgColor="#ffffff" color="#0f2a44" />;
}
