/**
 * A game page's lobby (/live, /slot, /fish, /poker, /sport, /sport/inner, /esports/inner,
 * /diceGame): provider tabs, a search box, game tiles with hot/new marks, and launch with the
 * platform's wallet (an empty wallet is offered the transfer first).
 */
import { useState } from 'react';
import { gameEndpoints, platformOf, type GameFamily, type GameItem, type GamePlatform } from '../../../contract/games';
import { walletName } from '../../../contract/wallet';
import { ConfirmDialog, Empty, ErrorPanel, Input, Spinner, styled, Tabs, toast } from '../../../design-system';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { useEndpointQuery } from '../../shared/queries';
import { GameTile } from './GameTile';
import { activePlatforms, gameUrlOf, gameWalletIsEmpty, offerTransfer, openGamePage } from './launch';

const Page = styled('main', { width: '$page', margin: '0 auto', padding: '$5 0 $7' });
const Head = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  marginBottom: '$3',
  '& h1': { margin: 0, fontSize: '$5' },
});
const Grid = styled('section', { display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: '$4', marginTop: '$4' });
const Note = styled('p', { margin: '$2 0 0', color: '$textMuted', fontSize: '$1' });

const ALL = 'all';

export interface GameLobbyPageProps {
  title: string;
  family: GameFamily;
}

interface Launching {
  game: GameItem;
  platform: GamePlatform;
}

export function GameLobbyPage({ title, family }: GameLobbyPageProps) {
  const list = useEndpointQuery(gameEndpoints.gameList, {}, { staleTime: 60_000 });
  const config = useEndpointQuery(gameEndpoints.thirdGameConfig, {}, { staleTime: 5 * 60_000 });
  const [provider, setProvider] = useState(ALL);
  const [search, setSearch] = useState('');
  const [launching, setLaunching] = useState<string | null>(null);
  const [emptyWallet, setEmptyWallet] = useState<Launching | null>(null);

  const platforms = activePlatforms(list.data ?? [], config.data?.result)
    .map((p) => ({ ...p, list: p.list.filter((g) => g.family === family) }))
    .filter((p) => p.list.length > 0);
  const term = search.trim().toLowerCase();
  const games = platforms
    .filter((p) => provider === ALL || p.code === provider)
    .flatMap((p) => p.list.map((g) => ({ game: g, providerName: p.title })))
    .filter(({ game }) => !term || game.cn.toLowerCase().includes(term) || game.en.includes(term));

  async function launch(game: GameItem) {
    const platform = platformOf(game.sourceCode);
    if (!platform) return;
    setLaunching(game.en);
    try {
      if (await gameWalletIsEmpty(platform)) {
        setEmptyWallet({ game, platform });
        return;
      }
      openGamePage(platform, game.cn, await gameUrlOf(platform, game.en));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setLaunching(null);
    }
  }

  return (
    <Page aria-labelledby="game-lobby-title">
      <Head>
        <h1 id="game-lobby-title">{title}</h1>
        <Input aria-label="搜索游戏" placeholder="搜索游戏" value={search} onValueChange={setSearch} clearable clearLabel="清除搜索" size="2" />
      </Head>
      {list.isError ? (
        <ErrorPanel title="游戏列表加载失败" message={errorText(list.error)} loading={list.isFetching} onAction={() => void list.refetch()} />
      ) : list.isPending ? (
        <Spinner label="加载中" />
      ) : (
        <>
          <Tabs
            label="游戏平台"
            items={[{ value: ALL, label: '全部' }, ...platforms.map((p) => ({ value: p.code, label: p.title }))]}
            value={provider}
            onValueChange={setProvider}
          />
          {games.length === 0 ? (
            <Empty text="没有找到相关游戏" />
          ) : (
            <Grid aria-label="游戏列表">
              {games.map(({ game, providerName }) => (
                <GameTile
                  key={game.en}
                  title={game.cn}
                  provider={providerName}
                  meta={`返还率 ${game.rtp}%`}
                  hot={game.hot}
                  new={game.new}
                  loading={launching === game.en}
                  onLaunch={() => void launch(game)}
                />
              ))}
            </Grid>
          )}
          <Note>演示游戏由平台自有的游戏服务提供，结果由密码学安全随机数产生，返还率按全部可能结果精确计算。</Note>
        </>
      )}
      <ConfirmDialog
        open={emptyWallet !== null}
        title="钱包余额不足"
        message={emptyWallet ? `${walletName(emptyWallet.platform.wallet)}余额为 0，请先转入资金再进入${emptyWallet.game.cn}。` : ''}
        confirmText="去转账"
        onConfirm={() => {
          if (emptyWallet) offerTransfer(emptyWallet.platform);
          setEmptyWallet(null);
        }}
        onCancel={() => setEmptyWallet(null)}
      />
    </Page>
  );
}

/** The lobby family of each game route (app/lib/paths.ts gamePages). */
export const gameFamilyOfPath: Readonly<Record<string, GameFamily>> = {
  [routes.live]: 'live',
  [routes.slot]: 'slot',
  [routes.fish]: 'fish',
  [routes.poker]: 'poker',
  [routes.sport]: 'sport',
  [routes.sportInner]: 'sport',
  [routes.esportsInner]: 'esports',
  [routes.diceGame]: 'diceGame',
};
