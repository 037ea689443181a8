import DBusKit
import DBusService
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// The loop's two edges: reading the world into the inputs an event carries, and performing the
/// effects `ServiceState` returns with the real bus, files and timer.
extension Daemon {
  /// What performing one effect led to: a follow-up event (a send's serial, an attempt's result),
  /// or the end.
  enum Outcome {
    case next(ServiceEvent)
    case stop(Int32)
  }

  /// Hands `event` to the state and performs its effects; follow-up events are handled after
  /// the effects before them, in order. A status when the daemon must stop.
  func dispatch(_ event: ServiceEvent) -> Int32? {
    var queue = [event]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for effect in state.handle(current, now: clock.now()) {
        switch perform(effect) {
        case .next(let event)?: queue.append(event)
        case .stop(let status)?: return status
        case nil: break
        }
      }
    }
    return nil
  }

  /// The config as it is now (re-read at every refresh), and GeoClue's place when it is asked for.
  func readInputs() -> ServiceInputs {
    let now = clock.now()
    let config: Result<ServiceConfig, ServiceConfigProblem>
    // The daemon's edge: the files and the environment are read here; the plan is made from them.
    let environment = PlanEnvironment.current()
    do throws(Plan.Failure) {
      let inputs = try PlanInputs.read(
        configPath: options.configPath, themeChoicePath: themeChoicePath, environment: environment)
      config = .success(ServiceConfig(try Plan(inputs: inputs, now: now)))
    } catch {
      let defaults = Plan(defaultsAt: now, environment: environment)
      config = .failure(ServiceConfigProblem(error.message, phrase: error.phrase, defaults: ServiceConfig(defaults)))
    }
    let wanted = state.wantsAutomaticLocation(config)
    let automatic = wanted ? system?.automaticLocation() : nil
    if wanted, system?.isConnected != true, !saidNoSystemBus {
      // GeoClue lives on the system bus: without one, say once what stands in.
      let place = (try? config.get())?.location.name ?? "the time zone's place"
      log("automatic location unavailable: no system bus to ask GeoClue; using \(place)")
      saidNoSystemBus = true
    }
    return ServiceInputs(config: config, automaticLocation: automatic)
  }

  private func perform(_ effect: ServiceEffect) -> Outcome? {
    switch effect {
    case .publish(let snapshot, let properties):
      self.snapshot = snapshot
      self.properties = properties
      snapshotReply = try? DBusMessage.replyTemplate([snapshot.json().dbusValue])
    case .emitPropertiesChanged(let changed):
      emit(ServiceSignals.propertiesChanged.name) {
        try ServiceSignals.propertiesChanged.message(SolvervBusInterface.interface, .stringVariantDictionary(changed), [])
      }
    case .emitEventReached(let kind, let instant):
      emit(ServiceSignals.eventReached.name) { try ServiceSignals.eventReached.message(kind, instant) }
    case .emitSunEvent(let kind, let instant):
      emit(ServiceSignals.sunEvent.name) { try ServiceSignals.sunEvent.message(kind, instant) }
    case .emitDayChanged(let date):
      emit(ServiceSignals.dayChanged.name) { try ServiceSignals.dayChanged.message(date) }
    case .sendNotification(let summary, let body, _):
      return sendNotification(summary: summary, body: body)
    case .saveNotificationState(let new):
      do { try NotificationStateStore.save(new, path: statePath) } catch {
        log("cannot save \(statePath): \(error.description) (a restart today may notify again)")
      }
    case .setAsideFutureState(let date):
      log(NotificationStateStore.setAsideFuture(path: statePath, date: date, now: clock.now()))
    case .reconnect:
      switch reconnector.attempt(claim: { try $0.claimServiceName(replacing: true) }) {
      case .success(let connection):
        session = connection
        return .next(.busReconnected(uniqueName: connection.uniqueName, readInputs()))
      case .failure(let failure):
        return .next(.reconnectFailed(sessionGone: failure.sessionGone))
      }
    case .claimPortal:
      claimPortal()
    case .releasePortal:
      if let session { _ = try? session.releaseName(PortalSettings.busName) }
      log("no longer serving \(PortalSettings.busName)")
    case .emitSettingChanged(let scheme):
      guard let session, let signal = try? PortalSettings.settingChanged(colorScheme: scheme) else { break }
      _ = try? session.send(signal)
      session.flush()
    case .runHooks(let mode):
      hooks.run(mode)
    case .wake(let at):
      wakeAt = at
    case .log(let message):
      log(message)
    case .stop(let status):
      return .stop(status)
    }
    return nil
  }

  /// Takes the portal's name, queueing behind an instance being replaced (its name comes to us
  /// when it stops).
  private func claimPortal() {
    guard let session else { return }
    do {
      switch try session.requestName(PortalSettings.busName, flags: [.allowReplacement, .replaceExisting]) {
      case .primaryOwner, .alreadyOwner:
        log("serving \(PortalSettings.interface) as \(PortalSettings.busName)")
      case .inQueue, .exists:
        log("\(PortalSettings.busName) is owned by another program; waiting for it")
      }
    } catch {
      log("cannot take \(PortalSettings.busName): \(error)")
    }
  }

  /// Notify, sent without blocking: its reply comes back through the loop by serial.
  private func sendNotification(summary: String, body: String) -> Outcome {
    guard let session else { return .next(.notificationSendFailed("not connected to the session bus")) }
    do {
      let serial = try session.send(try NotificationSender.call(summary: summary, body: body))
      session.flush()
      return .next(.notificationSent(serial: serial))
    } catch {
      return .next(.notificationSendFailed("\(error)"))
    }
  }

  /// Sends the signal `make` builds (from its declaration in ``ServiceSignals``).
  private func emit(_ member: String, _ make: () throws -> DBusMessage) {
    guard let session else { return }
    do {
      _ = try session.send(try make())
      session.flush()
    } catch {
      log("cannot emit \(member): \(error)")
    }
  }
}

extension ServiceConfig {
  /// What the state needs of a plan: the place, the snapshot's settings, the notification's.
  init(_ plan: Plan) {
    self.init(
      location: plan.location, settings: plan.settings, notifications: plan.config.notifications,
      automaticLocation: plan.config.location == .automatic)
  }
}
