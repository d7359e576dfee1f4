import heapq
from datetime import datetime, timedelta
import json

FMT = "%H:%M"


def parse_slot(text):
    start, sep, end = text.partition("-")
    if not sep:
        raise ValueError(f"not a time range: {text!r}")
    return datetime.strptime(start.strip(), FMT), datetime.strptime(end.strip(), FMT)


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy, day_start, day_end, minimum=timedelta(minutes=30)):
    slots, cursor = [], day_start
    for start, end in merge(busy):
        if start - cursor >= minimum:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if day_end - cursor >= minimum:
        slots.append((cursor, day_end))
    return slots


def rooms_needed(meetings):
    ends = []
    peak = 0
    for start, end in sorted(meetings):
        while ends and ends[0] <= start:
            heapq.heappop(ends)
        heapq.heappush(ends, end)
        peak = max(peak, len(ends))
    return peak


def common_free_time(calendars, day_start, day_end):
    busy = [slot for slots in calendars.values() for slot in slots]
    return free_slots(busy, day_start, day_end)


def format_slots(slots):
    return ", ".join(f"{s:%H:%M}-{e:%H:%M}" for s, e in slots)


def notify(channel, slots):
    import os
    import urllib.request

    token = os.environ["CHAT_BOT_TOKEN"]
    body = json.dumps({"channel": channel, "text": format_slots(slots)}).encode()
    request = urllib.request.Request("https://chat.example.com/api/post", data=body,
                                     headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status == 200


def load_calendars(path):
    calendars = {}
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    for line in lines:
        name, _, slots = line.partition(":")
        calendars[name.strip()] = [parse_slot(s) for s in slots.split(",") if s.strip()]
    return calendars
