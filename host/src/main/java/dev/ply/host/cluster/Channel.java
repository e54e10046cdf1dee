package dev.ply.host.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.topic.ITopic;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A member's mailbox: signed {@link Message}s published on a Hazelcast topic as plain bytes, and
 * the messages of its own topic opened and handed on. Two topics carry everything: one that the
 * workers read (each takes the messages addressed to it) and one that the coordinator reads.
 *
 * <p>Bytes that are not signed with the secret, or hold anything but a Ply message, are dropped;
 * the first such message from each member is told in one line. Handlers run on Hazelcast's event
 * threads and must not block.
 */
final class Channel {

  /** The topic the workers read. */
  static final String TO_WORKERS = "ply-to-workers";

  /** The topic the coordinator reads. */
  static final String TO_COORDINATOR = "ply-to-coordinator";

  private final HazelcastInstance hazelcast;
  private final ClusterSecret secret;
  private final Set<String> told = ConcurrentHashMap.newKeySet();

  /**
   * Starts reading {@code inbox}: messages for this member go to {@code handler}, rejected ones
   * (once per sending member) to {@code rejected} as a sentence.
   */
  Channel(
      HazelcastInstance hazelcast,
      ClusterSecret secret,
      String inbox,
      Consumer<Envelopes.Opened> handler,
      Consumer<String> rejected) {
    this.hazelcast = hazelcast;
    this.secret = secret;
    ITopic<Object> topic = hazelcast.getTopic(inbox);
    topic.addMessageListener(
        m -> {
          String sender =
              m.getPublishingMember() != null
                  ? m.getPublishingMember().getAddress().toString()
                  : "an unknown member";
          Envelopes.Opened opened;
          try {
            Object bytes = m.getMessageObject();
            if (!(bytes instanceof byte[] b)) {
              throw new Envelopes.Rejected("not a signed message");
            }
            opened = Envelopes.open(secret, b);
          } catch (Envelopes.Rejected e) {
            if (told.add(sender)) {
              rejected.accept("rejected a message from " + sender + ": " + e.getMessage());
            }
            return;
          } catch (RuntimeException e) { // refused by Hazelcast's own deserialization filter
            if (told.add(sender)) {
              rejected.accept("rejected a message from " + sender + ": " + e.getMessage());
            }
            return;
          }
          if (opened.to().equals(self())) {
            handler.accept(opened);
          }
        });
  }

  /** This member's id now: a member that merges into another cluster gets a new one. */
  UUID self() {
    return hazelcast.getCluster().getLocalMember().getUuid();
  }

  /** Sends {@code message}, signed, to the member {@code to} through {@code topic}. */
  void send(String topic, UUID to, Message message) {
    hazelcast.getTopic(topic).publish(Envelopes.seal(secret, self(), to, message));
  }
}
