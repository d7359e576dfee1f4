import math
import statistics
from collections import defaultdict


def weekly_demand(sales):
    demand = defaultdict(lambda: defaultdict(int))
    for sku, day, units in sales:
        year, week, _ = day.isocalendar()
        demand[sku][(year, week)] += units
    return demand


def forecast(history, weeks=4):
    recent = [history[k] for k in sorted(history)[-weeks:]]
    return statistics.fmean(recent) if recent else 0.0


def safety_stock(history, lead_time_weeks, z=1.65):
    values = list(history.values())
    if len(values) < 2:
        return 0
    return math.ceil(z * statistics.stdev(values) * math.sqrt(lead_time_weeks))


def order_quantity(on_hand, history, lead_time_weeks, pack_size=1, max_order=None):
    need = forecast(history) * lead_time_weeks + safety_stock(history, lead_time_weeks) - on_hand
    if need <= 0:
        return 0
    units = math.ceil(need / pack_size) * pack_size
    return min(units, max_order) if max_order else units


def plan(stock, sales, lead_times, pack_sizes):
    demand = weekly_demand(sales)
    orders = {}
    for sku, on_hand in stock.items():
        if sku not in demand:
            continue
        units = order_quantity(on_hand, demand[sku], lead_times.get(sku, 2), pack_sizes.get(sku, 1))
        if units:
            orders[sku] = units
    return orders


def write_orders(orders, path):
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(f"{sku},{units}\n" for sku, units in sorted(orders.items()))
