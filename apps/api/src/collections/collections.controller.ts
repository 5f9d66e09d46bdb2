import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type {
  CardInput,
  CardVariables,
  CollectionCardResponse,
  CollectionChangeKind,
  CollectionView,
  GetCollectionResponse,
} from '@parley/domain';
import { AllowBearer, CurrentUser } from '../auth/auth.decorators';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { ApiError } from '../http/api-error';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest, RequestUser } from '../http/request-context';
import { CollectionChanges } from '../live/collection-changes';
import type { TenantView } from '../tenant/tenant-view';
import { CardRunner } from './card-runner';
import { ChangeCollection } from './change-collection.command';
import type { CollectionChange } from './change-collection.command';
import { CollectionReader, collectionView } from './collection-reader';
import type { CollectionsOverview } from './collection-reader';
import { CollectionFacts } from './collection-facts';
import { CollectionIndex } from './collection-index';
import { CreateCollection } from './create-collection.command';
import {
  AddCardDto,
  CardIdDto,
  CollectionIdDto,
  CreateCollectionDto,
  GetCollectionQueryDto,
  MoveCardDto,
  RunCardDto,
  UpdateCardDto,
  UpdateCollectionDto,
} from './dto/collection.dto';
import { MoveCard } from './move-card.command';
import { TenantSnapshot } from './tenant-snapshot';

type CardFields = Omit<AddCardDto, 'collection_id'>;

const cardInput = (id: string, body: CardFields): CardInput => ({
  id,
  phrase: body.phrase,
  type: body.type || 'demo',
  datasource_id: body.datasource_id || body.type || 'demo',
  ...(body.account_id === undefined ? {} : { account_id: body.account_id }),
  ...(body.interval === undefined ? {} : { interval: body.interval }),
  ...(body.variables === undefined ? {} : { variables: body.variables as CardVariables }),
});

// A layout saved with the `version` it was arranged on, after the collection moved on: the save
// would overwrite a change its client never saw (spec §7 update_collection, optional `version`).
const LAYOUT_CONFLICT = 'collections.layout_conflict';

// The tab that made a change names its socket, so the push skips it.
const originOf = (request: ParleyRequest) => {
  const header = request.headers['x-socket-id'];
  return typeof header === 'string' && header ? header : undefined;
};

// Spec §7 "Collections and conversation": every change is a command on collection-{id}; reads
// come from the collections read model, scoped to the signed-in tenant (another's is a 404).
@Controller('api/v1')
export class CollectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: CollectionReader,
    private readonly facts: CollectionFacts,
    private readonly runner: CardRunner,
    private readonly tenant: TenantSnapshot,
    private readonly changes: CollectionChanges,
    private readonly index: CollectionIndex,
  ) {}

  // Read-only calls the assistants make for "open my <collection>".
  @Get('collections')
  @AllowBearer()
  overview(@CurrentUser() user: RequestUser): Promise<CollectionsOverview> {
    return this.reader.overview(user.tenantId);
  }

  @Get('collection')
  @AllowBearer()
  async collection(
    @Query() query: GetCollectionQueryDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<GetCollectionResponse> {
    const doc = await this.reader.own(user.tenantId, query.collection);
    const view = collectionView(doc);
    const context = {
      tenantId: user.tenantId,
      userId: user.tenantId,
      locale: requestLocale(request),
      now: query.now,
    };
    if (query.run === 'none') return { collection: view, responses: [] };
    return { collection: view, responses: await this.runner.runAll(context, view.questions) };
  }

  @Post('collection/query')
  @HttpCode(200)
  async runCard(
    @Body() body: RunCardDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<CollectionCardResponse> {
    const view = collectionView(await this.reader.own(user.tenantId, body.collection_id));
    const question = view.questions.find((q) => q.id === body.id);
    if (!question) throw new ApiError(404, 'Question not found!');
    // An account chosen for a card that asked for one is tried before it is saved.
    const tried = body.account_id ? { ...question, account_id: body.account_id } : question;
    return this.runner.run(
      {
        tenantId: user.tenantId,
        userId: user.tenantId,
        locale: requestLocale(request),
        now: body.now,
      },
      tried,
    );
  }

  @Post('create_collection')
  @HttpCode(200)
  async create(
    @Body() body: CreateCollectionDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView; collection: CollectionView }> {
    const collectionId = newRequestId();
    const { plan } = await this.facts.of(user.tenantId);
    await this.commands.execute(
      new CreateCollection({
        tenantId: user.tenantId,
        userId: user.tenantId,
        collectionId,
        name: body.name,
        digest: body.digest,
        plan,
      }),
    );
    this.announce(user, request, collectionId, 'collection_created');
    return {
      tenant: await this.tenant.of(user.tenantId),
      collection: collectionView(await this.reader.own(user.tenantId, collectionId)),
    };
  }

  @Put('update_collection')
  @HttpCode(200)
  async update(
    @Body() body: UpdateCollectionDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<CollectionView> {
    await this.reader.own(user.tenantId, body.collection_id);
    const { plan } = await this.facts.of(user.tenantId);
    const layoutBasedOn =
      body.layout === undefined || body.version === undefined
        ? undefined
        : { version: body.version, staleMessage: LAYOUT_CONFLICT };
    const { events } = await this.change(
      user,
      body.collection_id,
      {
        type: 'UpdateCollection',
        data: { name: body.name, digest: body.digest, layout: body.layout, plan },
      },
      body.layout === undefined,
      layoutBasedOn,
    );
    if (events.length > 0) {
      const onlyLayout = events.every((event) => event.type === 'LayoutSaved');
      this.announce(
        user,
        request,
        body.collection_id,
        onlyLayout ? 'layout_saved' : 'collection_updated',
      );
    }
    return collectionView(await this.reader.own(user.tenantId, body.collection_id));
  }

  @Delete('delete_collection')
  @HttpCode(200)
  async remove(
    @Body() body: CollectionIdDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView }> {
    await this.reader.own(user.tenantId, body.collection_id);
    await this.change(user, body.collection_id, { type: 'DeleteCollection', data: {} });
    await this.index.unlist(user.tenantId, body.collection_id);
    this.announce(user, request, body.collection_id, 'collection_deleted');
    return { tenant: await this.tenant.of(user.tenantId) };
  }

  @Post('add_collection_question')
  @HttpCode(200)
  // "Save to collection" on a Teams answer card.
  @AllowBearer()
  async addCard(
    @Body() body: AddCardDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView; id: string }> {
    await this.reader.own(user.tenantId, body.collection_id);
    const id = newRequestId();
    const { plan } = await this.facts.of(user.tenantId);
    await this.change(user, body.collection_id, {
      type: 'AddCard',
      data: { card: cardInput(id, body), plan },
    });
    this.announce(user, request, body.collection_id, 'card_added', { cardId: id });
    return { tenant: await this.tenant.of(user.tenantId), id };
  }

  @Put('update_collection_question')
  @HttpCode(200)
  async updateCard(
    @Body() body: UpdateCardDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView; id: string }> {
    await this.reader.own(user.tenantId, body.collection_id);
    const { events } = await this.change(user, body.collection_id, {
      type: 'UpdateCard',
      data: { card: cardInput(body.id, body) },
    });
    if (events.length > 0)
      this.announce(user, request, body.collection_id, 'card_updated', { cardId: body.id });
    return { tenant: await this.tenant.of(user.tenantId), id: body.id };
  }

  @Delete('delete_collection_question')
  @HttpCode(200)
  async removeCard(
    @Body() body: CardIdDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView; id: string }> {
    await this.reader.own(user.tenantId, body.collection_id);
    await this.change(user, body.collection_id, { type: 'RemoveCard', data: { cardId: body.id } });
    this.announce(user, request, body.collection_id, 'card_removed', { cardId: body.id });
    return { tenant: await this.tenant.of(user.tenantId), id: body.id };
  }

  @Post('move_collection_question')
  @HttpCode(200)
  async moveCard(
    @Body() body: MoveCardDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ tenant: TenantView; id: string; collection_id: string }> {
    await this.reader.own(user.tenantId, body.collection_id);
    await this.reader.own(user.tenantId, body.new_collection_id);
    const { plan } = await this.facts.of(user.tenantId);
    await this.commands.execute(
      new MoveCard({
        tenantId: user.tenantId,
        userId: user.tenantId,
        cardId: body.id,
        fromCollectionId: body.collection_id,
        toCollectionId: body.new_collection_id,
        plan,
      }),
    );
    this.announce(user, request, body.collection_id, 'card_moved', {
      cardId: body.id,
      toCollectionId: body.new_collection_id,
    });
    this.announce(user, request, body.new_collection_id, 'card_added', { cardId: body.id });
    return {
      tenant: await this.tenant.of(user.tenantId),
      id: body.id,
      collection_id: body.new_collection_id,
    };
  }

  private change(
    user: RequestUser,
    collectionId: string,
    change: CollectionChange,
    retryOnConflict = true,
    basedOn?: { version: number; staleMessage: string },
  ) {
    return this.commands.execute(
      new ChangeCollection({
        tenantId: user.tenantId,
        userId: user.tenantId,
        collectionId,
        change,
        retryOnConflict,
        basedOn,
      }),
    );
  }

  private announce(
    user: RequestUser,
    request: ParleyRequest,
    collectionId: string,
    kind: CollectionChangeKind,
    extra: { cardId?: string; toCollectionId?: string } = {},
  ): void {
    this.changes.publish({
      tenantId: user.tenantId,
      collectionId,
      kind,
      origin: originOf(request),
      ...extra,
    });
  }
}
