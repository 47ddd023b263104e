/**
 * Shown while a lazy page downloads. A CSS spinner: antd-mobile's SpinLoading animates with
 * react-spring, which would otherwise be part of every first load.
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <span className="spinner" />
    </div>
  );
}
