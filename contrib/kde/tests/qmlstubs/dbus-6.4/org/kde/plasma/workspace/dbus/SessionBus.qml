pragma Singleton
import QtQml
import SolvervTestStubs

// Plasma::SessionBusConnection: asyncCall(message, resolve, reject) (6.4+). Calls are recorded
// for the tests to answer; the reply object handed to resolve/reject has `value`, `values`,
// `isError`, `isValid` and `error.message`, as DBusPendingReply.
QtObject {
    function asyncCall(message, resolve, reject) {
        Registry.busCalls.push({ "message": message, "resolve": resolve, "reject": reject });
    }
}
