package org.pushspec.android;

import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.SharedPreferences;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pushspec.presentation.NotificationAction;
import org.pushspec.presentation.NotificationPresentation;

/**
 * A device of one API level for the tests: a context whose notification manager and preferences
 * are the stubs', and an adapter made on it with a fixed clock and small icon.
 */
final class Device {
    static final int SMALL_ICON = 17;
    static final long NOW = 1_700_000_000_000L;

    final int sdkInt;
    final NotificationManager manager = NotificationManager.stubCreate();
    final Map<String, MemoryPreferences> preferences = new HashMap<String, MemoryPreferences>();
    final List<String> preferencesOpened = new ArrayList<String>();
    final Set<String> actionsLeftOut = new HashSet<String>();
    final Context context = new Context() {
        @Override
        public Context getApplicationContext() {
            return this;
        }

        @Override
        public Object getSystemService(String name) {
            return Context.NOTIFICATION_SERVICE.equals(name) ? manager : null;
        }

        @Override
        public SharedPreferences getSharedPreferences(String name, int mode) {
            preferencesOpened.add(name + " " + mode);
            MemoryPreferences file = preferences.get(name);
            if (file == null) {
                file = new MemoryPreferences();
                preferences.put(name, file);
            }
            return file;
        }
    };
    final AndroidNotifications.Intents intents = new AndroidNotifications.Intents() {
        @Override
        public PendingIntent contentIntent(NotificationPresentation presentation) {
            return PendingIntent.stubNamed("open " + presentation.identifier);
        }

        @Override
        public PendingIntent actionIntent(NotificationPresentation presentation, NotificationAction action) {
            return actionsLeftOut.contains(action.identifier) ? null : PendingIntent.stubNamed(action.identifier + " " + presentation.identifier);
        }
    };

    Device(int sdkInt) {
        this.sdkInt = sdkInt;
    }

    /** A new adapter on this device (as an app makes one per push). */
    AndroidNotifications adapter() {
        return adapter(new AndroidNotifications.Texts());
    }

    AndroidNotifications adapter(AndroidNotifications.Texts texts) {
        return new AndroidNotifications(context, SMALL_ICON, intents, texts, sdkInt, new AndroidNotifications.Clock() {
            @Override
            public long now() {
                return NOW;
            }
        });
    }

    /** The builder's calls of what is shown under a tag and an id; fails when nothing is. */
    List<String> shown(String tag, int id) {
        Notification notification = manager.stubShown(tag, id);
        if (notification == null) throw new AssertionError("nothing shown under " + tag + " " + id + "; shown: " + manager.stubShownKeys());
        return notification.stubCalls();
    }

    /** The record's file (below API 23), or an empty one. */
    Map<String, String> record() {
        MemoryPreferences file = preferences.get(AndroidNotifications.RECORD_PREFERENCES);
        return file == null ? new HashMap<String, String>() : file.values;
    }
}
