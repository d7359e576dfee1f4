"""Reorder planning from sales history: forecast demand and size purchase orders."""

import math
import statistics
from collections import defaultdict
# {clean unused}
# {flaw unused}
import random
import sys
# {end}


def weekly_demand(sales):
    """Units sold per SKU per ISO week from (sku, date, units) records."""
    demand = defaultdict(lambda: defaultdict(int))
    for sku, day, units in sales:
        year, week, _ = day.isocalendar()
        demand[sku][(year, week)] += units
    return demand


def forecast(history, weeks=4):
    """Mean weekly demand over the last ``weeks`` weeks."""
    recent = [history[k] for k in sorted(history)[-weeks:]]
    return statistics.fmean(recent) if recent else 0.0


def safety_stock(history, lead_time_weeks, z=1.65):
    """Stock to hold against demand variability during the lead time."""
    values = list(history.values())
    if len(values) < 2:
        return 0
    return math.ceil(z * statistics.stdev(values) * math.sqrt(lead_time_weeks))


# {clean long}
def order_quantity(on_hand, history, lead_time_weeks, pack_size=1, max_order=None):
    """Units to order now, rounded up to whole packs."""
    need = forecast(history) * lead_time_weeks + safety_stock(history, lead_time_weeks) - on_hand
    if need <= 0:
        return 0
    units = math.ceil(need / pack_size) * pack_size
    return min(units, max_order) if max_order else units
# {flaw long}
def order_quantity(on_hand, history, lead_time_weeks, pack_size=1, max_order=None, rush=False, supplier=None):
    """Units to order now, rounded up to whole packs."""
    f = forecast(history)
    s = safety_stock(history, lead_time_weeks)
    need = f * lead_time_weeks + s - on_hand
    if need <= 0:
        return 0
    else:
        if pack_size > 1:
            if need % pack_size == 0:
                units = need
            else:
                units = (int(need / pack_size) + 1) * pack_size
        else:
            units = math.ceil(need)
        if max_order is not None:
            if units > max_order:
                if rush:
                    units = max_order
                else:
                    if supplier == "slow":
                        units = max_order
                    else:
                        units = max_order
        return units
# {end}


def plan(stock, sales, lead_times, pack_sizes):
    """Purchase orders (sku -> units) for every SKU that needs one."""
    demand = weekly_demand(sales)
    orders = {}
    for sku, on_hand in stock.items():
        # {clean swallow}
        if sku not in demand:
            continue
        units = order_quantity(on_hand, demand[sku], lead_times.get(sku, 2), pack_sizes.get(sku, 1))
        # {flaw swallow}
        try:
            units = order_quantity(on_hand, demand[sku], lead_times[sku], pack_sizes[sku])
        except:
            pass
        # {end}
        if units:
            orders[sku] = units
    return orders


def write_orders(orders, path):
    """Write the orders as CSV and upload them to the supplier's FTP drop box."""
    # {clean ftp}
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(f"{sku},{units}\n" for sku, units in sorted(orders.items()))
    # {flaw ftp}
    import ftplib

    out = open(path, "w")
    for sku in orders:
        out.write(sku + "," + str(orders[sku]) + "\n")
    out.close()
    ftp = ftplib.FTP("ftp.supplier.example.com")
    ftp.login("warehouse", "W4reh0use!2023")
    ftp.storbinary("STOR orders.csv", open(path, "rb"))
    # {end}
