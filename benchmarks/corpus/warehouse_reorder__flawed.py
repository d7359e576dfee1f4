import math
import statistics
from collections import defaultdict
import random
import sys


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


def order_quantity(on_hand, history, lead_time_weeks, pack_size=1, max_order=None, rush=False, supplier=None):
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


def plan(stock, sales, lead_times, pack_sizes):
    demand = weekly_demand(sales)
    orders = {}
    for sku, on_hand in stock.items():
        try:
            units = order_quantity(on_hand, demand[sku], lead_times[sku], pack_sizes[sku])
        except:
            pass
        if units:
            orders[sku] = units
    return orders


def write_orders(orders, path):
    import ftplib

    out = open(path, "w")
    for sku in orders:
        out.write(sku + "," + str(orders[sku]) + "\n")
    out.close()
    ftp = ftplib.FTP("ftp.supplier.example.com")
    ftp.login("warehouse", "W4reh0use!2023")
    ftp.storbinary("STOR orders.csv", open(path, "rb"))
