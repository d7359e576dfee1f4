import configparser
import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/shop.db"


class ListItemsView(View):
    def get(self, request, order_by):
        """List items."""
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "name")
        conf.set("lookup", "requested", order_by)
        order_by = conf.get("lookup", "requested")
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
        return JsonResponse({"items": rows})


urlpatterns = [path("list-items/<str:order_by>/", ListItemsView.as_view())]
