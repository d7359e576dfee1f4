from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class SetPageSizeView(View):
    def get(self, request):
        """Set page size."""
        size = param(request, "size")
        requested, fallback = size, "20"
        size = requested or fallback
        request.session["page_size"] = size
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
