import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/** /products: the products element (000 §2 Products); no menu entry. */
export function ProductsPage() {
  const { user } = useSession();
  return <SmucElement tag="smuc-products" lang={user.language} />;
}
