'use client';

import type { PictureObject } from '@/lib/api/contract/search';
import { ItemCard } from '@/components/cards/item-card';
import { ErrorState } from '@/components/states/error-state';
import { EmptyState } from '@/components/states/empty-state';
import { searchTypeUrl } from '../targets';
import { objectNames } from './object-outlines';
import { useObjectModels } from './use-object-models';
import styles from './find-models.module.css';

interface FindModelsPanelProps {
  /** The picture's URL (the API finds it by its key). */
  img: string;
  objects: readonly PictureObject[] | undefined;
  error: Error | undefined;
  loading: boolean;
  retry: () => void;
  chosen: PictureObject | null;
  onChoose: (o: PictureObject) => void;
  onClose: () => void;
}

const SKELETONS = 4;

/**
 * 找同款模型's side panel (a bottom sheet on a phone): while the picture is read, its objects as
 * chips (the outlines' twins, easier to hit on a small screen), then the chosen object's 3D/SU
 * models — its class, the most alike first — with a link to every model of the class.
 */
export function FindModelsPanel({ img, objects, error, loading, retry, chosen, onChoose, onClose }: FindModelsPanelProps) {
  const names = objects ? objectNames(objects) : new Map<number, string>();
  return (
    <aside className={styles.panel} aria-labelledby="find-models-title" data-testid="find-models-panel">
      <div className={styles.head}>
        <h2 id="find-models-title" className={styles.title}>
          找同款模型
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭找同款模型">
          ×
        </button>
      </div>
      <div className={styles.body} aria-live="polite" aria-busy={loading}>
        {loading && (
          <p className={styles.reading} data-testid="find-models-reading">
            <span className={styles.spinner} aria-hidden="true" />
            正在识别图中的家具和陈设…
          </p>
        )}
        {error && !loading && <ErrorState compact title="识别失败" text={error.message} onRetry={retry} />}
        {objects && objects.length === 0 && (
          <EmptyState title="没有识别出可找同款的物体" text="这张图中没有找到沙发、椅子、桌子、床、灯、绿植等家具或陈设，可以试试以图搜相似图片。" actions={[{ href: `/similarimg?img=${encodeURIComponent(img)}`, label: '找相似图片' }]} />
        )}
        {objects && objects.length > 0 && (
          <>
            <p className={styles.hint}>识别出 {objects.length} 个物体，点选图中的框或下面的名称查看同款模型：</p>
            <div className={styles.chips} role="group" aria-label="图中的物体">
              {objects.map((o) => (
                <button key={o.id} type="button" className={styles.chip} aria-pressed={o.id === chosen?.id} onClick={() => onChoose(o)} data-testid="object-chip">
                  {names.get(o.id)}
                </button>
              ))}
            </div>
            {chosen && <ObjectModels img={img} object={chosen} name={names.get(chosen.id) ?? chosen.label} />}
          </>
        )}
      </div>
    </aside>
  );
}

function ObjectModels({ img, object, name }: { img: string; object: PictureObject; name: string }) {
  const { data, error, isLoading, retry } = useObjectModels(img, object);
  return (
    <section className={styles.models} aria-label={`${name}的同款模型`} data-testid="object-models">
      <h3 className={styles.modelsTitle}>{name} · 同款模型</h3>
      {isLoading && (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      )}
      {error && !isLoading && <ErrorState compact title="同款模型加载失败" text={error.message} onRetry={retry} />}
      {data && data.list.length === 0 && <EmptyState title={`暂无${data.label}模型`} text="模型库里还没有这一类的 3D / SU 模型。" />}
      {data && data.list.length > 0 && (
        <>
          <div className={styles.grid} data-testid="object-model-list">
            {data.list.map((item) => (
              <ItemCard key={item.id} item={item} variant="grid" headingLevel={4} />
            ))}
          </div>
          <a className={styles.more} href={searchTypeUrl(5, data.label).url}>
            查看全部 {data.total} 个{data.label}模型 →
          </a>
        </>
      )}
    </section>
  );
}
