import { useRoute } from 'wouter';
import { registerCollectionsMessages } from '../constants/messages';
import { CardEditor } from './CardEditor';
import { CollectionView } from './CollectionView';
import { CollectionsList } from './CollectionsList';
import '../styles/collections.css';

registerCollectionsMessages();

// /collections, /collection/{id} and /collection/{id}/{new|cardId} (spec §2 routes).
export function CollectionsScreen() {
  const [inCollection, params] = useRoute<{ id: string; questionId?: string }>(
    '/collection/:id/:questionId?',
  );
  if (!inCollection) return <CollectionsList />;
  if (!params.questionId) return <CollectionView key={params.id} collectionId={params.id} />;
  const cardId = params.questionId === 'new' ? null : params.questionId;
  return (
    <CardEditor
      key={`${params.id}/${params.questionId}`}
      collectionId={params.id}
      cardId={cardId}
    />
  );
}
