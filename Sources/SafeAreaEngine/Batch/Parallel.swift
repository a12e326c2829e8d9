import Glibc
import Synchronization

/// Splits large batches across threads: plain POSIX threads, one per part, joined
/// before returning (no pool lingers in the host process). A part whose thread
/// cannot be created runs on the calling thread, so this never fails.
public enum Parallel {
    /// 0: automatic (the online processors, at most `maximumThreads`); 1: never spawn.
    static let setting = Atomic<Int>(0)
    /// The most threads a batch uses.
    public static let maximumThreads = 16
    /// Below this many items per part, a thread costs more than it saves.
    public static let minimumPerPart = 1 << 16

    /// Sets the number of threads a batch may use (0: automatic). Values above
    /// `maximumThreads` are clamped.
    public static func setThreads(_ count: Int) {
        setting.store(min(max(count, 0), maximumThreads), ordering: .relaxed)
    }

    /// The number of threads a batch may use now.
    public static var threads: Int {
        let chosen = setting.load(ordering: .relaxed)
        return chosen > 0 ? chosen : processors
    }

    /// The online processors at first use, at most `maximumThreads` (sysconf reads /sys: not per call).
    static let processors = min(max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1), maximumThreads)

    /// Calls `body(start, end)` on disjoint ranges covering `0..<count`, on up to
    /// `threads` threads; returns when all are done.
    public static func forEachPart(count: Int, _ body: (Int, Int) -> Void) {
        let parts = count < 2 * minimumPerPart ? 1 : min(threads, count / minimumPerPart)
        guard parts > 1 else {
            body(0, count)
            return
        }
        withoutActuallyEscaping(body) { body in
            let per = (count + parts - 1) / parts
            var jobs = (1..<parts).map { part in Job(body: body, start: part * per, end: min(count, (part + 1) * per)) }
            var threads: [pthread_t?] = []
            for job in jobs {
                var thread = pthread_t()
                let context = Unmanaged.passRetained(job).toOpaque()
                if pthread_create(
                    &thread, nil,
                    { context in
                        let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                        job.body(job.start, job.end)
                        return nil
                    }, context) == 0
                {
                    threads.append(thread)
                } else {
                    Unmanaged<Job>.fromOpaque(context).release()
                    threads.append(nil)
                }
            }
            body(0, min(count, per))
            for (job, thread) in zip(jobs, threads) {
                if let thread {
                    pthread_join(thread, nil)
                } else {
                    job.body(job.start, job.end)
                }
            }
            jobs.removeAll()  // the jobs hold `body`, which must not outlive this call
        }
    }

    private final class Job {
        let body: (Int, Int) -> Void
        let start: Int, end: Int
        init(body: @escaping (Int, Int) -> Void, start: Int, end: Int) {
            self.body = body
            self.start = start
            self.end = end
        }
    }
}
