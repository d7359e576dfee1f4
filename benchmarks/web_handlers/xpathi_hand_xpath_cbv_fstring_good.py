from django.http import JsonResponse
from django.views import View
from lxml import etree

class BookView(View):
    tree = etree.parse("books.xml")

    def get(self, request):
        title = request.GET.get("title", "")
        hits = self.tree.xpath("//book[title=$title]/@isbn", title=title)
        return JsonResponse({"isbn": [str(h) for h in hits]})
