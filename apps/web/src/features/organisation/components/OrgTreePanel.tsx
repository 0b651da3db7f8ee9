import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Input, Spin, Tag, Tree, Typography, type GetRef, type TreeDataNode } from 'antd';
import type { OrgNode, OrgSearchHit } from '@portal/shared';
import { ORG_SEARCH_SIZE, useOrgSearch } from '../api/search-orgs.ts';
import type { OrgTreeState } from '../hooks/useOrgTreeState.ts';

type TreeRef = GetRef<typeof Tree>;

/** A node's name with its marks: 虚拟节点 (222222, 333333) and 已注销 (status 0, greyed). */
export function OrgName({ node }: { node: Pick<OrgNode, 'customerRegisterName' | 'status' | 'virtual'> }) {
  const cancelled = node.status === 0;
  return (
    <span className={cancelled ? 'org-name org-name--cancelled' : 'org-name'}>
      <span className="org-name__text" title={node.customerRegisterName}>
        {node.customerRegisterName}
      </span>
      {node.virtual && (
        <Tag color="blue" className="org-name__tag">
          虚拟节点
        </Tag>
      )}
      {cancelled && <Tag className="org-name__tag">已注销</Tag>}
    </span>
  );
}

function treeDataOf(nodes: readonly OrgNode[], childrenOf: ReadonlyMap<string, OrgNode[]>): TreeDataNode[] {
  return nodes.map((n) => {
    const children = childrenOf.get(n.customerCode);
    return {
      key: n.customerCode,
      title: <OrgName node={n} />,
      isLeaf: !n.hasChildren || (children !== undefined && children.length === 0),
      children: children ? treeDataOf(children, childrenOf) : undefined,
    };
  });
}

export interface OrgTreePanelProps {
  tree: OrgTreeState;
  selected: string | null;
  onSelect: (node: OrgNode) => void;
  /** A search hit chosen: the page opens the tree down to it and selects it. */
  onChooseHit: (hit: OrgSearchHit) => void;
  /** The node to scroll into view once it is in the tree (a search hit, a link's node). */
  scrollTarget: string | null;
}

/** The tree's height (it scrolls virtually within it: a large branch opens without slowing the page). */
const TREE_HEIGHT = 560;

/**
 * The left card: the search box (organization/getAllByPage keyword → the hits; choosing one opens the tree along its
 * ancestors and selects it) and the lazy tree (antd Tree, loadData: a node's children are fetched when it is
 * opened). Virtual nodes are tagged 虚拟节点, cancelled ones greyed with 已注销.
 */
export function OrgTreePanel({ tree, selected, onSelect, onChooseHit, scrollTarget }: OrgTreePanelProps) {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const search = useOrgSearch(keyword);
  const treeRef = useRef<TreeRef>(null);
  const scrolled = useRef<string | null>(null);

  const treeData = useMemo(() => treeDataOf(tree.roots, tree.childrenOf), [tree.roots, tree.childrenOf]);
  const loadedKeys = useMemo(() => [...tree.childrenOf.keys()], [tree.childrenOf]);
  const { nodes, expandedKeys, setExpandedKeys, loadChildren } = tree;

  useEffect(() => {
    if (!scrollTarget || scrolled.current === scrollTarget || !nodes.has(scrollTarget)) return;
    scrolled.current = scrollTarget;
    const frame = requestAnimationFrame(() =>
      treeRef.current?.scrollTo({ key: scrollTarget, align: 'top', offset: 48 }),
    );
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget, nodes]);

  const clear = () => {
    setInput('');
    setKeyword('');
  };

  let results: ReactNode = null;
  if (keyword) {
    const page = search.data;
    results = (
      <div className="org-search" aria-label="搜索结果">
        <div className="org-search__head">
          <span>{page ? `搜索结果（共 ${page.total} 条）` : '搜索中…'}</span>
          <Button type="link" size="small" onClick={clear}>
            清除
          </Button>
        </div>
        {search.isPending ? (
          <div className="org-placeholder">
            <Spin size="small" />
          </div>
        ) : search.isError ? (
          <Alert type="error" showIcon title="搜索失败" description={search.error.message} />
        ) : !page || page.records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未找到匹配的单位" />
        ) : (
          <ul className="org-search__list">
            {page.records.map((hit) => (
              <li key={hit.customerCode}>
                <button
                  type="button"
                  className={
                    hit.customerCode === selected ? 'org-search__hit org-search__hit--active' : 'org-search__hit'
                  }
                  onClick={() => onChooseHit(hit)}
                >
                  <OrgName node={hit} />
                  <span className="org-search__meta">
                    {hit.customerCode} · {hit.companyLevel}级
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {page && page.total > page.records.length && (
          <Typography.Text type="secondary" className="org-search__more">
            仅显示前 {ORG_SEARCH_SIZE} 条，请输入更准确的关键字
          </Typography.Text>
        )}
      </div>
    );
  }

  let body: ReactNode;
  if (tree.rootsPending) {
    body = (
      <div className="org-placeholder">
        <Spin />
      </div>
    );
  } else if (tree.rootsError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="组织树加载失败"
        description={tree.rootsError.message}
        action={
          <Button size="small" onClick={tree.refetchRoots}>
            重试
          </Button>
        }
      />
    );
  } else if (treeData.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无组织" />;
  } else {
    body = (
      <Tree
        ref={treeRef}
        className="org-tree"
        blockNode
        showLine
        height={TREE_HEIGHT}
        treeData={treeData}
        loadedKeys={loadedKeys}
        loadData={async ({ key }) => {
          try {
            await loadChildren(String(key));
          } catch {
            // The request layer showed why; the node closes, a new click tries again.
            setExpandedKeys(expandedKeys.filter((k) => k !== key));
          }
        }}
        expandedKeys={[...expandedKeys]}
        onExpand={(keys) => setExpandedKeys(keys.map(String))}
        selectedKeys={selected ? [selected] : []}
        onSelect={(_keys, info) => {
          const node = nodes.get(String(info.node.key));
          if (node) onSelect(node);
        }}
      />
    );
  }

  return (
    <Card className="org-tree-card" title="组织架构" size="small">
      <Input.Search
        aria-label="搜索单位"
        placeholder="单位名称、组织编码或信用代码"
        allowClear
        maxLength={50}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          if (!e.target.value) setKeyword('');
        }}
        onSearch={(v) => setKeyword(v.trim())}
        loading={!!keyword && search.isFetching}
        className="org-tree-card__search"
      />
      {results}
      <div className="org-tree-card__tree">{body}</div>
    </Card>
  );
}
