from django.db import connection
from django.views.generic import ListView

SORTABLE = {"name": "p.name", "price": "p.price_cents", "newest": "p.created_at DESC"}


class ProductRepository:
    def search(self, term: str, order: str, limit: int = 200) -> list[dict]:
        sql = (
            "SELECT p.id, p.name, p.price_cents FROM catalog_product p "
            "WHERE p.active AND p.name ILIKE %s ORDER BY " + order + " LIMIT %s"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [f"%{term}%", limit])
            columns = [column[0] for column in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]


class ProductSearchView(ListView):
    template_name = "catalog/search.html"
    context_object_name = "products"
    paginate_by = 25

    def get_queryset(self):
        term = self.request.GET.get("q", "").strip()
        order = SORTABLE.get(self.request.GET.get("sort", "name"), "p.name")
        return ProductRepository().search(term, order)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["q"] = self.request.GET.get("q", "")
        context["sorts"] = sorted(SORTABLE)
        return context
