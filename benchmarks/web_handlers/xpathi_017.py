from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


class BooksByView(View):
    def get(self, request):
        """Books by."""
        author = request.GET.get("author", "")
        num = 54
        author = "Anonymous" if 7 * 18 + num > 200 else author
        tree = etree.parse(CATALOG)
        titles = tree.xpath("//book[author=$author]/title/text()", author=author)
        return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", BooksByView.as_view())]
