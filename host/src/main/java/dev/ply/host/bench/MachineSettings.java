package dev.ply.host.bench;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * What of the machine a benchmark's figures depend on, as lines to print beside them, so that a run
 * on any machine says what it ran on: the cores and the load when it began, the processor's caches
 * (Linux's {@code /sys/devices/system/cpu/cpu0/cache}) and its model, transparent huge pages (the
 * kernel's setting and the JVM's flags), whether the JVM touched its heap at start, the clock (its
 * source, and {@link System#nanoTime()}'s resolution and cost as measured here), the JVM (its
 * version, collectors, heap and compressed references), the memory's nodes (a server of two sockets
 * has two: a table on the other socket's memory is further from a thread) and the processor's
 * frequency scaling. What cannot be read (another system than Linux, a virtual machine that hides
 * it) is said to be unknown.
 */
public final class MachineSettings {

  private MachineSettings() {}

  /**
   * The processor time of the calling thread so far, in nanoseconds ({@link
   * java.lang.management.ThreadMXBean#getCurrentThreadCpuTime()}).
   */
  public static long threadCpuNanos() {
    return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  /**
   * The bytes the calling thread has allocated on the heap so far ({@link
   * com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes()}), or -1 where the JVM does
   * not tell: the garbage a pass of solves makes, a figure no other work on the machine changes.
   */
  public static long threadAllocatedBytes() {
    return ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
            && bean.isThreadAllocatedMemorySupported()
            && bean.isThreadAllocatedMemoryEnabled()
        ? bean.getCurrentThreadAllocatedBytes()
        : -1;
  }

  /**
   * The milliseconds the JVM's JIT compilers have spent compiling so far, or -1 where the JVM does
   * not tell: compilation during a measured pass means the search ran, for a while, code not yet
   * compiled (or thrown away and compiled again).
   */
  public static long compilationMillis() {
    var compiler = ManagementFactory.getCompilationMXBean();
    return compiler != null && compiler.isCompilationTimeMonitoringSupported()
        ? compiler.getTotalCompilationTime()
        : -1;
  }

  /**
   * The lines, each {@code name: what}. Call it, and {@link #threadCpuNanos()}, before a warm-up,
   * not between the warm-up and the measurement: the classes they load the first time can make the
   * JVM throw away compiled code of the search, which the measurement would then pay to compile
   * again.
   */
  public static List<String> describe() {
    List<String> lines = new ArrayList<>();
    lines.add(
        "cores: "
            + Runtime.getRuntime().availableProcessors()
            + " (load average "
            + firstWords(read("/proc/loadavg"), 3)
            + " at start: other work shares them)");
    lines.add("model (cpu0): " + model());
    lines.add("caches (cpu0): " + caches());
    lines.add(
        "huge pages: kernel transparent "
            + bracketed(read("/sys/kernel/mm/transparent_hugepage/enabled"))
            + "; JVM UseTransparentHugePages "
            + flag("UseTransparentHugePages")
            + ", UseLargePages "
            + flag("UseLargePages"));
    lines.add(
        "pre-touch: JVM AlwaysPreTouch "
            + flag("AlwaysPreTouch")
            + " (the table's array is zeroed by the JVM when it is made, so touched once)");
    lines.add("timer: " + timer());
    lines.add("jvm: " + jvm());
    lines.add("memory: " + memoryNodes());
    lines.add("frequency (cpu0): " + frequency());
    threadCpuNanos();
    threadAllocatedBytes();
    compilationMillis();
    return lines;
  }

  /** The processor's name, from Linux's {@code /proc/cpuinfo} ("model name"), or "unknown". */
  private static String model() {
    for (String line : read("/proc/cpuinfo").split("\n")) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equals("model name")) {
        String name = line.substring(colon + 1).trim();
        return name.isEmpty() ? "unknown" : name;
      }
    }
    return "unknown";
  }

  /**
   * The JVM and the settings of it a search's speed depends on: its version, its garbage
   * collectors, the heap it may grow to and whether its references are compressed (without, every
   * object reference takes 8 bytes instead of 4, as on a heap above 32 GiB).
   */
  private static String jvm() {
    List<String> collectors = new ArrayList<>();
    for (var bean : ManagementFactory.getGarbageCollectorMXBeans()) {
      collectors.add(bean.getName());
    }
    return String.format(
        Locale.ROOT,
        "%s %s; collectors %s; max heap %.1f GiB; UseCompressedOops %s",
        System.getProperty("java.vm.name", "unknown"),
        System.getProperty("java.vm.version", "unknown"),
        collectors.isEmpty() ? "unknown" : String.join(", ", collectors),
        Runtime.getRuntime().maxMemory() / (double) (1L << 30),
        flag("UseCompressedOops"));
  }

  /**
   * The machine's memory nodes (Linux's {@code /sys/devices/system/node}): one on most machines; on
   * a server of several sockets one a socket, each nearer to its own cores, and whether the JVM
   * places its heap by them ({@code UseNUMA}).
   */
  private static String memoryNodes() {
    String online = read("/sys/devices/system/node/online");
    if (online.isEmpty()) {
      return "unknown (no /sys/devices/system/node/online); JVM UseNUMA " + flag("UseNUMA");
    }
    int nodes = 0;
    for (String range : online.split(",")) {
      String[] ends = range.trim().split("-");
      try {
        int first = Integer.parseInt(ends[0]);
        int last = ends.length > 1 ? Integer.parseInt(ends[1]) : first;
        nodes += last - first + 1;
      } catch (NumberFormatException e) {
        return "unknown (node list '" + online + "'); JVM UseNUMA " + flag("UseNUMA");
      }
    }
    return String.format(
        Locale.ROOT,
        "%d node%s (%s); JVM UseNUMA %s",
        nodes,
        nodes == 1 ? "" : "s",
        online,
        flag("UseNUMA"));
  }

  /**
   * cpu0's frequency scaling (Linux's {@code cpufreq}): the driver and governor, and the frequency
   * now and at most, in MHz; a "powersave" governor or a low ceiling slows a single thread.
   */
  private static String frequency() {
    String dir = "/sys/devices/system/cpu/cpu0/cpufreq/";
    String driver = read(dir + "scaling_driver");
    String governor = read(dir + "scaling_governor");
    if (driver.isEmpty() && governor.isEmpty()) {
      return "unknown (no " + dir + ": a virtual machine's host sets it)";
    }
    return String.format(
        Locale.ROOT,
        "driver %s, governor %s, now %s MHz, at most %s MHz",
        driver.isEmpty() ? "unknown" : driver,
        governor.isEmpty() ? "unknown" : governor,
        megahertz(read(dir + "scaling_cur_freq")),
        megahertz(read(dir + "cpuinfo_max_freq")));
  }

  /** A frequency in kHz, as cpufreq writes it, in MHz; "unknown" when not a number. */
  private static String megahertz(String kiloHertz) {
    try {
      return Long.toString(Long.parseLong(kiloHertz) / 1000);
    } catch (NumberFormatException e) {
      return "unknown";
    }
  }

  private static String caches() {
    Path dir = Path.of("/sys/devices/system/cpu/cpu0/cache");
    TreeMap<String, String> found = new TreeMap<>();
    try (var entries = Files.list(dir)) {
      for (Path index : (Iterable<Path>) entries::iterator) {
        if (!index.getFileName().toString().startsWith("index")) {
          continue;
        }
        String level = read(index.resolve("level").toString());
        String type = read(index.resolve("type").toString());
        String size = read(index.resolve("size").toString());
        String name =
            "L"
                + level
                + switch (type) {
                  case "Data" -> "d";
                  case "Instruction" -> "i";
                  default -> "";
                };
        found.put(name, size);
      }
    } catch (IOException | RuntimeException e) {
      return "unknown (no " + dir + ")";
    }
    if (found.isEmpty()) {
      return "unknown";
    }
    List<String> parts = new ArrayList<>();
    found.forEach((name, size) -> parts.add(name + " " + size));
    return String.join(", ", parts);
  }

  private static String timer() {
    String source = read("/sys/devices/system/clocksource/clocksource0/current_clocksource").trim();
    int calls = 200_000;
    long least = Long.MAX_VALUE;
    long start = System.nanoTime();
    long last = start;
    for (int i = 0; i < calls; i++) {
      long now = System.nanoTime();
      if (now != last && now - last < least) {
        least = now - last;
      }
      last = now;
    }
    double cost = (last - start) / (double) calls;
    return String.format(
        Locale.ROOT,
        "clock source %s; System.nanoTime resolution %s ns, %.0f ns a call",
        source.isEmpty() ? "unknown" : source,
        least == Long.MAX_VALUE ? "unknown" : Long.toString(least),
        cost);
  }

  private static String flag(String name) {
    try {
      return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
          .getVMOption(name)
          .getValue();
    } catch (RuntimeException e) {
      return "unknown";
    }
  }

  /** The word in brackets, Linux's way of marking the setting in use ("always [madvise] never"). */
  private static String bracketed(String text) {
    int open = text.indexOf('[');
    int close = text.indexOf(']', open + 1);
    return open >= 0 && close > open ? text.substring(open + 1, close) : "unknown";
  }

  private static String firstWords(String text, int n) {
    String[] words = text.trim().split("\\s+");
    if (words.length < n || words[0].isEmpty()) {
      return "unknown";
    }
    return String.join(" ", java.util.Arrays.copyOf(words, n));
  }

  /** The file's text, trimmed, or "" when it cannot be read. */
  private static String read(String file) {
    try {
      return Files.readString(Path.of(file)).trim();
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }
}
