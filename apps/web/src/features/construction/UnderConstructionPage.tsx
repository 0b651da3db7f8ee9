import { Construction, type ConstructionProps } from '../../platform/construction/Construction.tsx';

/** The page shown for a route whose screen is not delivered yet. */
export default function UnderConstructionPage(props: ConstructionProps) {
  return <Construction {...props} />;
}
