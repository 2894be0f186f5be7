//! The AI Web Worker (yew-agent) and the page's client for it.
//!
//! There is one worker per game (`src/bin/worker_<game>.rs`, built by Trunk with
//! `data-type="worker"` and a loader shim, so the page's CSP needs no `blob:`). It links that
//! game's engine only, so a table downloads the search for its own game and not the other four
//! (docs/performance.md, "One AI worker per game").
//!
//! The worker runs its game's `think::by_game` entry and posts progress at most every 100 ms of
//! search. A worker busy in a search cannot read messages, so "cancel" closes this worker from
//! the page's side (the bridge is dropped, the worker is told to close and its late answers are
//! ignored) and the next request starts a fresh one.
//!
//! Page and worker are always of one build (docs/web.md, "Updates"): `scripts/precache.mjs`
//! moves the workers' files into a folder named after the build's version and stamps that
//! version into each worker's loader and the page's start-up tag; the page starts a worker
//! from the URL its tag names, and a reply from a worker of another build is refused.

use crate::think::{ThinkReply, ThinkRequest, ThinkUpdate};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew_agent::worker::{HandlerId, Worker, WorkerBridge, WorkerScope};
use yew_agent::{Registrable, Spawnable};

/// Where Trunk puts a game's worker loader when the build was not stamped (`trunk serve`
/// without the post-build hook; worker files are not hashed by Trunk).
const UNSTAMPED_WORKER_PATH: &str = "./loomhall-worker-{game}_loader.js";

/// What stands for the game's id in a worker's path (`data-worker` on the start-up tag).
const GAME_IN_PATH: &str = "{game}";

/// The page's start-up tag (Trunk.toml's `pattern_script`), which names the build's files.
fn boot_tag() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id("loomhall-boot")
}

/// The loader of `game`'s worker in this page's build (`data-worker` on the start-up tag, a path
/// with `{game}` in it).
fn worker_url(game: &str) -> String {
    let path = boot_tag().and_then(|t| t.get_attribute("data-worker")).unwrap_or_else(|| UNSTAMPED_WORKER_PATH.into());
    path.replace(GAME_IN_PATH, game)
}

/// The page's build version (`data-version` on the start-up tag; empty when unstamped).
pub fn page_build() -> String {
    boot_tag().and_then(|t| t.get_attribute("data-version")).unwrap_or_default()
}

/// The worker's build version, stamped into its loader as `self.LOOMHALL_VERSION`.
fn worker_build() -> String {
    js_sys::Reflect::get(&js_sys::global(), &"LOOMHALL_VERSION".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// A worker's answer is used only when it is of the page's own build (an unstamped build,
/// `trunk serve`, has no version on either side).
fn check_build(update: ThinkUpdate) -> ThinkUpdate {
    let ThinkUpdate::Done(reply) = &update else { return update };
    let page = page_build();
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-worker-version", &reply.build);
    }
    if reply.build == page {
        return update;
    }
    ThinkUpdate::Failed {
        id: reply.id,
        message: format!(
            "the computer player is from another version of Loomhall ({}) than this page ({page}); reload the page",
            reply.build
        ),
    }
}

/// The page's count of answers and how long the last one took from request to reply, on the
/// root element as `data-last-answer="COUNT MS"` (what `tests/e2e/answers.bench.mjs` times: the
/// wait a person sees, the worker's messages included).
fn note_answer_time(ms: f64) {
    thread_local!(static ANSWERS: Cell<u64> = const { Cell::new(0) });
    let count = ANSWERS.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-last-answer", &format!("{count} {}", ms.round()));
    }
}

pub struct AiWorker;

/// How a worker answers: its game's search (`think::by_game`), the one engine it links.
pub type Thinker = fn(&ThinkRequest, &mut dyn FnMut(u32, u32) -> bool) -> Result<ThinkReply, String>;

thread_local! {
    /// This worker's game's search, set by its entry point before it takes requests.
    static THINKER: Cell<Option<Thinker>> = const { Cell::new(None) };
}

/// Test builds: the bot name the page sends instead of the seat's when the worker is to panic
/// (`crash::test_panic`'s `"worker"` point).
const TEST_PANIC_BOT: &str = "test:panic";

/// The least time between two progress messages of one search.
const PROGRESS_EVERY_MS: f64 = 100.0;

impl Worker for AiWorker {
    type Message = ();
    type Input = ThinkRequest;
    type Output = ThinkUpdate;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: ThinkRequest, who: HandlerId) {
        if crate::app::crash::TEST_HOOKS && request.bot == TEST_PANIC_BOT {
            panic!("a panic on purpose for the browser tests (in the AI worker)");
        }
        let id = request.id;
        let started = js_sys::Date::now();
        let limit = if request.time_limit_ms == 0 { f64::INFINITY } else { f64::from(request.time_limit_ms) };
        let mut last = f64::NEG_INFINITY;
        let Some(think) = THINKER.get() else {
            scope.respond(who, ThinkUpdate::Failed { id, message: "this worker has no game to think about".into() });
            return;
        };
        let result = think(&request, &mut |done, total| {
            // Progress a few times a second, not after every chunk: each message costs the page
            // a render of the table's bar.
            let now = js_sys::Date::now();
            if now - last >= PROGRESS_EVERY_MS {
                last = now;
                scope.respond(who, ThinkUpdate::Progress { id, done, total });
            }
            // Past the level's time limit: answer with the best choice so far.
            now - started < limit
        });
        let update = match result {
            Ok(reply) => ThinkUpdate::Done(ThinkReply { build: worker_build(), ..reply }),
            Err(message) => ThinkUpdate::Failed { id, message },
        };
        scope.respond(who, update);
    }
}

/// A game's worker's entry point (`src/bin/worker_<game>.rs`): it answers with `think`.
pub fn start(think: Thinker) {
    crate::app::crash::install_in_worker();
    THINKER.set(Some(think));
    AiWorker::registrar().register();
}

type Handler = Rc<dyn Fn(ThinkUpdate)>;

thread_local! {
    /// A worker started ahead of need (its WebAssembly loaded and compiled) and its game, taken
    /// over by the next client that needs one for that game, so a computer player's first
    /// answer does not wait for it.
    static SPARE: RefCell<Option<(String, WorkerBridge<AiWorker>)>> = const { RefCell::new(None) };
}

/// Starts a spare worker for `game` if there is none (e.g. on the new-game page, before the
/// table asks); a spare for another game is let go.
pub fn prewarm(game: &str) {
    SPARE.with(|spare| {
        if spare.borrow().as_ref().is_some_and(|(warm, _)| warm == game) {
            return;
        }
        let bridge = AiWorker::spawner().with_loader(true).callback(|_| {}).spawn(&worker_url(game));
        *spare.borrow_mut() = Some((game.to_string(), bridge));
    });
}

/// The spare worker, if it is warm for `game`.
fn take_spare(game: &str) -> Option<WorkerBridge<AiWorker>> {
    SPARE.with(|spare| {
        let mut spare = spare.borrow_mut();
        if spare.as_ref().is_some_and(|(warm, _)| warm == game) {
            spare.take().map(|(_, bridge)| bridge)
        } else {
            None
        }
    })
}

/// The page's side: one worker at a time (of the game asked about), replaced after a cancel.
#[derive(Default)]
pub struct AiClient {
    /// The worker and the game it thinks about.
    bridge: RefCell<Option<(String, WorkerBridge<AiWorker>)>>,
    /// The request whose updates are wanted, when it was sent (ms) and where its updates go;
    /// late answers are dropped.
    current: Rc<RefCell<Option<(u64, f64, Handler)>>>,
    next_id: Cell<u64>,
}

impl AiClient {
    pub fn new() -> Rc<AiClient> {
        Rc::new(AiClient::default())
    }

    /// Sends a request (its `id` is set here) and routes its updates to `on_update`.
    pub fn think(&self, mut request: ThinkRequest, on_update: impl Fn(ThinkUpdate) + 'static) -> u64 {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        request.id = id;
        if crate::app::crash::test_point_is("worker") {
            request.bot = TEST_PANIC_BOT.into();
        }
        *self.current.borrow_mut() = Some((id, js_sys::Date::now(), Rc::new(on_update)));
        let mut bridge = self.bridge.borrow_mut();
        // A worker thinks about one game only: a request about another starts that game's.
        if bridge.as_ref().is_some_and(|(game, _)| *game != request.game) {
            *bridge = None;
        }
        let (_, bridge) = bridge.get_or_insert_with(|| {
            let current = self.current.clone();
            let route = move |update: ThinkUpdate| {
                let target = current.borrow().clone();
                let Some((id, asked, handler)) = target else { return };
                if id != update.id() {
                    return;
                }
                if !matches!(update, ThinkUpdate::Progress { .. }) {
                    *current.borrow_mut() = None;
                }
                if matches!(update, ThinkUpdate::Done(_)) {
                    note_answer_time(js_sys::Date::now() - asked);
                }
                handler(check_build(update));
            };
            // Take over the spare worker if one is warm (the spare's own handle then lets go).
            let worker = match take_spare(&request.game) {
                Some(spare) => spare.fork(Some(route)),
                None => AiWorker::spawner().with_loader(true).callback(route).spawn(&worker_url(&request.game)),
            };
            (request.game.clone(), worker)
        });
        bridge.send(request);
        id
    }

    /// Stops the current request: its worker is closed and a fresh one serves the next (one is
    /// started now, so it is ready by then).
    pub fn cancel(&self) {
        *self.current.borrow_mut() = None;
        if let Some((game, _)) = self.bridge.borrow_mut().take() {
            prewarm(&game);
        }
    }

    pub fn busy(&self) -> bool {
        self.current.borrow().is_some()
    }
}
