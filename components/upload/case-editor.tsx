'use client';

import { Alert, Button, Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import Link from 'next/link';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import { CASE_LIMITS, type CaseRecord } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { useFeedback } from '@/hooks/use-feedback';
import { QUIET_ICONS } from '@/components/providers/quiet-icons';
import { checkCase, checkSensitive, saveCase } from './api';
import { fieldText, firstProblem, splitProblems, tagProblem, TEXT_FIELDS, toRequest, validateFields, type FieldErrors, type FieldName, type FormFields, type TextField } from './case-form';
import { keepCover, slotCounts, uploadedPictures } from './picture-slots';
import { usePictureUploads } from './use-picture-uploads';
import { useCaseAutosave } from './use-case-autosave';
import { DraftBadge } from './draft-badge';
import { PictureBoard } from './picture-board';
import styles from './case-upload.module.css';

interface Props {
  accountId: number;
  caseId: number;
  initial: FormFields;
  initialPictures: CaseRecord['pictures'];
  returnReason: string | null;
  restoredNote: string | null;
  classify: ClassifyNode[];
  onCreated: (record: CaseRecord) => void;
  onSubmitted: (record: CaseRecord) => void;
}

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}
const toTree = (nodes: ClassifyNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: n.children?.length ? toTree(n.children) : undefined }));

/** The case form: fields, pictures, autosave, the sensitive-word and picture checks, submission. */
export function CaseEditor({ accountId, caseId, initial, initialPictures, returnReason, restoredNote, classify, onCreated, onSubmitted }: Props) {
  const { message } = useFeedback();
  const [fields, setFields] = useState<FormFields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tagInput, setTagInput] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const pictures = usePictureUploads(`${accountId}:${caseId}`, initialPictures);
  const uploaded = useMemo(() => uploadedPictures(pictures.slots), [pictures.slots]);
  const cover = keepCover(fields.coverPictureId, uploaded);
  const draft = useCaseAutosave({ accountId, caseId, fields: { ...fields, coverPictureId: cover }, pictures: uploaded, enabled: !submitting, onCreated });
  const tree = useMemo(() => toTree(classify), [classify]);
  const formRef = useRef<HTMLFormElement>(null);

  const set = useCallback(<K extends keyof FormFields>(name: K, value: FormFields[K]) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  /** The sensitive-word check of one text field; its message, or null when it passes. */
  const sensitive = useCallback(async (name: TextField, f: FormFields): Promise<string | null> => {
    const text = fieldText(f, name).trim();
    if (!text) return null;
    const res = await checkSensitive(text);
    if (!res.ok) return null; // unreachable: the API checks again on submission
    if (res.data.pass) return null;
    return res.data.message || `包含敏感词：${res.data.hits.map((h) => h.text).join('、')}`;
  }, []);

  const checkOnBlur = (name: TextField) => async () => {
    const problem = await sensitive(name, fields);
    setErrors((e) => (problem ? { ...e, [name]: problem } : e[name]?.startsWith('包含') ? { ...e, [name]: undefined } : e));
  };

  function focusField(name: FieldName | undefined) {
    if (!name) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] textarea, [data-field="${name}"] button`);
    el?.focus();
    formRef.current?.querySelector(`[data-field="${name}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }

  async function submit() {
    setSubmitError(null);
    const f = { ...fields, coverPictureId: cover };
    const found = validateFields(f, slotCounts(pictures.slots));
    setSubmitting(true);
    const [texts, badPictures] = await Promise.all([Promise.all(TEXT_FIELDS.map(([name]) => sensitive(name, f))), pictures.checkAll()]);
    TEXT_FIELDS.forEach(([name], i) => {
      if (texts[i]) found[name] ??= texts[i]!;
    });
    if (badPictures) found.pictures ??= `有 ${badPictures} 张图片未通过检测，请替换或移除后再提交`;
    if (firstProblem(found)) {
      setSubmitting(false);
      setErrors(found);
      focusField(firstProblem(found));
      void message.error('还有需要修改的地方，已在对应位置标出');
      return;
    }
    await draft.flush();
    const body = toRequest(caseId, f, uploaded);
    const res = await saveCase(body);
    if (res.ok) {
      draft.markSaved();
      onSubmitted(res.data);
      return;
    }
    setSubmitting(false);
    // The API saved the draft before refusing: nothing is lost; show its problems where they are.
    const why = await checkCase(body);
    if (why.ok && why.data.problems.length) {
      const { fields: fe, pictures: pe } = splitProblems(why.data.problems);
      setErrors(fe);
      pictures.showProblems(pe);
      focusField(firstProblem(fe) ?? 'pictures');
    }
    setSubmitError(`${messageOf(res, '提交失败，请稍后重试')}（已填写的内容都已保存为草稿）`);
  }

  function addTag() {
    const problem = tagProblem(fields.tags, tagInput);
    if (problem) {
      setErrors((e) => ({ ...e, tags: problem }));
      return;
    }
    set('tags', [...fields.tags, tagInput.trim()]);
    setTagInput('');
  }

  const item = (name: FieldName, label: string, required = true) => ({
    label,
    required,
    htmlFor: `case-${name}`,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
    'data-field': name,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="case-form"
      // Writing a case: nothing unasked (the survey) may pop up meanwhile (lib/ui/busy.ts).
      data-busy="upload"
    >
      <div className={styles.formHead}>
        <DraftBadge state={draft.state} dirty={draft.dirty} />
      </div>
      {restoredNote && <Alert type="info" showIcon className={styles.alert} title={restoredNote} />}
      {returnReason && (
        <Alert
          type="warning"
          showIcon
          className={styles.alert}
          title="这个案例被退回，请按原因修改后重新提交"
          description={
            <>
              退回原因：{returnReason}。<Link href="/fusePage/auditStandard">查看审核标准</Link>
            </>
          }
        />
      )}
      <Form component={false} layout="vertical">
        <Form.Item {...item('title', '案例标题')}>
          <Input id="case-title" value={fields.title} maxLength={CASE_LIMITS.title} showCount placeholder="例如：杭州西溪·森林里的家" onChange={(e) => set('title', e.target.value)} onBlur={checkOnBlur('title')} />
        </Form.Item>
        <Form.Item {...item('classifyId', '案例分类')}>
          <TreeSelect
            id="case-classifyId"
            value={fields.classifyId ?? undefined}
            treeData={tree}
            placeholder="选择分类"
            showSearch={{ treeNodeFilterProp: 'title' }}
            allowClear={{ label: '清除分类' }}
            suffixIcon={QUIET_ICONS.down}
            onChange={(v) => set('classifyId', typeof v === 'number' ? v : null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item {...item('description', '设计说明')}>
          <Input.TextArea
            id="case-description"
            value={fields.description}
            maxLength={CASE_LIMITS.description}
            showCount
            autoSize={{ minRows: 5, maxRows: 14 }}
            placeholder="介绍项目背景、设计理念、空间与材料，不少于 10 字"
            onChange={(e) => set('description', e.target.value)}
            onBlur={checkOnBlur('description')}
          />
        </Form.Item>
        <Form.Item {...item('tags', `标签（最多 ${CASE_LIMITS.tags} 个）`)}>
          <div className={styles.tagRow}>
            <Input
              id="case-tags"
              value={tagInput}
              maxLength={CASE_LIMITS.tag}
              placeholder="输入标签后按回车，例如：原木风"
              onChange={(e) => setTagInput(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                addTag();
              }}
              onBlur={checkOnBlur('tags')}
            />
            <Button onClick={addTag}>添加</Button>
          </div>
          {fields.tags.length > 0 && (
            <Select
              mode="multiple"
              open={false}
              value={fields.tags}
              aria-label="已添加的标签"
              onChange={(v: string[]) => set('tags', v)}
              className={styles.tagList}
              suffixIcon={null}
            />
          )}
        </Form.Item>
        <div className={styles.twoCols}>
          <Form.Item {...item('location', '项目地点')}>
            <Input id="case-location" value={fields.location} maxLength={CASE_LIMITS.location} placeholder="例如：浙江 杭州" onChange={(e) => set('location', e.target.value)} onBlur={checkOnBlur('location')} />
          </Form.Item>
          <Form.Item {...item('area', '项目面积')}>
            <InputNumber
              id="case-area"
              value={fields.area}
              min={CASE_LIMITS.areaMin}
              max={CASE_LIMITS.areaMax}
              precision={0}
              // No step arrows: mouse-only spans antd names "Increase Value" in English; the
              // keyboard's arrow keys still step the value.
              controls={false}
              suffix="㎡"
              placeholder="例如：120"
              style={{ width: '100%' }}
              onChange={(v) => set('area', typeof v === 'number' ? v : null)}
            />
          </Form.Item>
        </div>
        <Form.Item {...item('designCompany', '设计公司')}>
          <Input id="case-designCompany" value={fields.designCompany} maxLength={CASE_LIMITS.designCompany} placeholder="设计机构或工作室名称" onChange={(e) => set('designCompany', e.target.value)} onBlur={checkOnBlur('designCompany')} />
        </Form.Item>
        <Form.Item {...item('pictures', '案例图片')} htmlFor={undefined}>
          {pictures.notice && <Alert type="warning" showIcon className={styles.alert} title={pictures.notice} />}
          <PictureBoard
            slots={pictures.slots}
            cover={cover}
            error={errors.pictures}
            onAdd={(files) => {
              setErrors((e) => ({ ...e, pictures: undefined }));
              void pictures.add(files);
            }}
            onMove={pictures.move}
            onRemove={pictures.remove}
            onRetry={pictures.retry}
            onCover={(id) => set('coverPictureId', id)}
          />
        </Form.Item>
      </Form>
      {submitError && <Alert type="error" showIcon className={styles.alert} title={submitError} role="alert" />}
      <div className={styles.submitRow}>
        <Button type="primary" size="large" htmlType="submit" loading={submitting}>
          提交审核
        </Button>
        <Button size="large" onClick={() => void draft.flush().then((ok) => (ok ? message.success('草稿已保存') : message.warning('暂时无法保存到服务器，草稿已保存在本机')))}>
          保存草稿
        </Button>
        <span className={styles.hint}>
          提交前会检查文字中的敏感词和图片质量。请阅读<Link href="/fusePage/auditStandard">内容审核标准</Link>与<Link href="/fusePage/standard">社区内容规范</Link>。
        </span>
      </div>
    </form>
  );
}
